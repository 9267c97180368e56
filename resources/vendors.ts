// Vendor Accounts (/digichannel/vendors, seed 001 sections 2.8, 3-9): SMS and EMAIL vendors (and
// web-program ones) with their credentials, and the short codes or email domains attached to
// each. The forms edit MetadataJSON's keys as fields (src/panels/VendorFormPanel.tsx).
import { SYS_ADMIN } from './roles';
import { defineResource } from './types';
import { vendorSchema } from '../schemas/vendor.schema';

/** Every field a vendor form may show; src/panels/vendorFormFields.ts picks by type and user type. */
const FORM_FIELDS = ['VendorName', 'VendorTypeCode', 'AccountName', 'accountGroupId', 'authToken', 'password', 'asid', 'MessagingServiceSid', 'qualtricsAccount'] as const;

export const vendors = defineResource({
  name: 'vendors',
  route: '/digichannel/vendors',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: { label: 'vendors.menu', order: 20 },
  title: 'vendors.title',
  idField: 'VendorAccountID',
  schema: vendorSchema,
  endpoints: {
    list: 'GET /text-service/smsvendors/',
    // One upsert call: VendorAccountID in the body makes it an update (seed 001 section 7.5).
    create: 'POST /text-service/smsvendors/account',
    update: 'POST /text-service/smsvendors/account',
    delete: 'DELETE /text-service/smsvendors/:id',
    typeCodes: 'GET /text-service/smsvendors/typecodes',
    accountGroups: 'GET /auth/accountgroups',
    shortCodes: 'GET /text-service/smsvendors/:id/shortcodes',
    freeShortCodes: 'GET /text-service/smsvendors/freeshortcodes',
    addShortCode: 'POST /text-service/smsvendors/:id/shortcode/:itemId',
    removeShortCode: 'DELETE /text-service/smsvendors/:id/shortcode/:itemId',
    emailDomains: 'GET /email-service/emailvendors/:id/emaildomains',
    availableEmailDomains: 'GET /email-service/emailvendors/availableemaildomains',
    addEmailDomain: 'POST /email-service/emailvendors/:id/emaildomain/:itemId',
    removeEmailDomain: 'DELETE /email-service/emailvendors/:id/emaildomain/:itemId',
  },
  list: {
    columns: [
      { source: 'VendorName', link: 'show' },
      { source: 'VendorTypeCode' },
      { source: 'AccountName' },
      { source: 'ShortCodeCount', type: 'count' },
      { source: 'ModifiedDateTime', type: 'datetime' },
    ],
    sort: { field: 'VendorName', order: 'ASC' },
    // "Held in state; value not shown" (seed 001 section 9): the channel lists' 50.
    perPage: 50,
    filter: { placeholder: 'filter.typeToNarrow' },
    addLabel: 'vendors.add',
    rowActions: ['show', 'edit', 'assign', 'delete'],
    loadError: 'vendors.errors.load',
  },
  forms: {
    insert: {
      title: 'vendors.forms.insert',
      kind: 'panel',
      panel: 'vendorForm',
      fields: FORM_FIELDS,
      validator: 'vendorInsert',
      success: 'vendors.messages.added',
      errorPrefix: 'vendors.errors.add',
    },
    edit: {
      title: 'vendors.forms.edit',
      kind: 'panel',
      panel: 'vendorForm',
      // The password is set once, when the account is added (seed: hidden on edit).
      fields: FORM_FIELDS.filter((f) => f !== 'password'),
      validator: 'vendorUpdate',
      success: 'vendors.messages.updated',
      errorPrefix: 'vendors.errors.update',
    },
    show: {
      title: 'vendors.forms.show',
      kind: 'panel',
      panel: 'vendorDetails',
      fields: ['VendorAccountID', 'VendorName', 'VendorTypeCode', 'AccountName', 'accountGroupId', 'authToken', 'asid', 'MessagingServiceSid', 'qualtricsAccount', 'ShortCodeCount', 'ModifiedDateTime'],
      errorPrefix: 'vendors.errors.load',
    },
    assign: {
      title: 'vendors.forms.assign',
      titleBy: { field: 'VendorTypeCode', titles: { sms: 'vendors.forms.assignShortCodes', email: 'vendors.forms.assignEmailDomains' } },
      kind: 'panel',
      panel: 'vendorAssignment',
      fields: ['VendorName', 'VendorTypeCode'],
      items: {
        shortCodes: {
          assigned: 'shortCodes',
          available: 'freeShortCodes',
          add: 'addShortCode',
          remove: 'removeShortCode',
          idField: 'ShortCodeId',
          labelField: 'ShortCode',
          validator: 'vendorShortCode',
          heading: 'vendors.assign.shortCodes',
          empty: 'vendors.assign.shortCodesEmpty',
          pickerLabel: 'vendors.assign.shortCodePicker',
          addLabel: 'vendors.assign.addShortCode',
          added: 'vendors.messages.shortCodeAdded',
          removed: 'vendors.messages.shortCodeRemoved',
          addError: 'vendors.errors.addShortCode',
          removeError: 'vendors.errors.removeShortCode',
          loadError: 'vendors.errors.loadShortCodes',
          availableError: 'vendors.errors.loadShortCodes',
        },
        emailDomains: {
          assigned: 'emailDomains',
          available: 'availableEmailDomains',
          add: 'addEmailDomain',
          remove: 'removeEmailDomain',
          idField: 'EmailDomainId',
          labelField: 'EmailDomain',
          // The available list is the email domains' own shape (docs/platform-api.md).
          availableIdField: 'email_domain_id',
          availableLabelField: 'email_domain_url',
          validator: 'vendorEmailDomain',
          heading: 'vendors.assign.emailDomains',
          empty: 'vendors.assign.emailDomainsEmpty',
          pickerLabel: 'vendors.assign.emailDomainPicker',
          addLabel: 'vendors.assign.addEmailDomain',
          added: 'vendors.messages.emailDomainAdded',
          removed: 'vendors.messages.emailDomainRemoved',
          addError: 'vendors.errors.addEmailDomain',
          removeError: 'vendors.errors.removeEmailDomain',
          loadError: 'vendors.errors.loadEmailDomains',
          availableError: 'vendors.errors.loadEmailDomains',
        },
      },
    },
    delete: {
      title: 'vendors.forms.delete',
      kind: 'confirm',
      confirm: 'vendors.confirmDelete',
      success: 'vendors.messages.deleted',
      errorPrefix: 'vendors.errors.delete',
    },
  },
  fieldOptions: {
    VendorTypeCode: { choices: { endpoint: 'typeCodes', optionValue: 'VendorTypeCode', optionText: 'VendorTypeDesc' } },
    accountGroupId: { choices: { endpoint: 'accountGroups', optionValue: 'id', optionText: 'account_group_name' } },
    authToken: { input: 'password' },
    password: { input: 'password' },
    ModifiedDateTime: { display: 'datetime' },
  },
  conflicts: [{ contains: 'Conflict', on: ['create', 'update'], message: 'vendors.errors.conflict' }],
});
