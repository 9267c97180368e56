// Vendor Accounts (/digichannel/vendors; docs/requirements.md, Vendor accounts): SMS and EMAIL vendors (and
// web-program ones) with their credentials, and the short codes or email domains attached to
// each. The forms edit MetadataJSON's keys as fields (its schema's `contentSchema`); the schema's if/then says
// which fields each type shows and requires.
import { SYS_ADMIN } from '../language/roles';
import { defineResource } from '../language/types';
import { vendorSchema } from '../schemas/vendor.schema';

/** Every field a vendor form may show; the type and the user type pick among them. */
const FORM_FIELDS = [
  'VendorName',
  'VendorTypeCode',
  'AccountName',
  'accountGroupId',
  'authToken',
  'password',
  'asid',
  'MessagingServiceSid',
  'qualtricsAccount',
] as const;

/** The details view: never the password; the auth token by its last characters only. */
const SHOW_FIELDS = [
  'VendorAccountID',
  'VendorName',
  'VendorTypeCode',
  'AccountName',
  'accountGroupId',
  'authToken',
  'asid',
  'MessagingServiceSid',
  'qualtricsAccount',
  'ShortCodeCount',
  'ModifiedDateTime',
] as const;

/** The account group and the password are not the SISL user type's to see or set. */
const NOT_FOR_SISL = { userTypes: ['SISL'] } as const;

/**
 * What Assign attaches, by type: an SMS vendor's short codes, an EMAIL vendor's email domains. The
 * platform's declarations of those calls read the same keys (resources/vendorRecords.ts).
 */
export const VENDOR_ITEMS = {
  sms: {
    assigned: 'shortCodes',
    all: 'freeShortCodes',
    add: 'addShortCode',
    remove: 'removeShortCode',
    idField: 'ShortCodeId',
    label: { field: 'ShortCode' },
    validator: 'vendorShortCode',
  },
  email: {
    assigned: 'emailDomains',
    all: 'availableEmailDomains',
    add: 'addEmailDomain',
    remove: 'removeEmailDomain',
    idField: 'EmailDomainId',
    // The free domains' list is the email domains' own shape (docs/platform-api.md).
    label: { field: 'EmailDomain', allId: 'email_domain_id', allField: 'email_domain_url' },
    validator: 'vendorEmailDomain',
  },
} as const;

export const vendors = defineResource({
  name: 'vendors',
  route: '/digichannel/vendors',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: 20,
  idField: 'VendorAccountID',
  schema: vendorSchema,
  endpoints: {
    list: 'GET /text-service/smsvendors/',
    // One upsert call: VendorAccountID in the body makes it an update.
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
    // "Held in state; value not shown": the channel lists' 50.
    perPage: 50,
  },
  forms: {
    create: {
      kind: 'fields',
      fields: FORM_FIELDS,
      // The upsert call takes these four and MetadataJSON; a blank account name is sent as ''.
      carry: [],
      trim: true,
      defaults: { AccountName: '' },
      validator: 'vendorInsert',
    },
    edit: {
      kind: 'fields',
      // The password is set once, when the account is added (seed: hidden on edit); an edit keeps it.
      fields: FORM_FIELDS.filter((f) => f !== 'password'),
      // VendorAccountID in the body makes the upsert an update.
      carry: ['VendorAccountID'],
      trim: true,
      validator: 'vendorUpdate',
    },
    show: {
      kind: 'fields',
      fields: SHOW_FIELDS,
      readOnly: SHOW_FIELDS,
      // What Assign attaches, by type (assign.items.by): an SMS vendor's short codes, an EMAIL vendor's email domains.
      related: [
        { endpoint: 'shortCodes', rows: { key: 'ShortCodeId' } },
        { endpoint: 'emailDomains', rows: { key: 'EmailDomainId' } },
      ],
    },
    assign: {
      kind: 'assignment',
      fields: ['VendorName', 'VendorTypeCode'],
      // SMS vendors get short codes, EMAIL vendors email domains, each under its own title; others
      // nothing to assign, under the form's.
      assign: { items: { by: 'VendorTypeCode', sections: VENDOR_ITEMS } },
    },
    delete: {
      kind: 'confirm',
    },
  },
  fieldOptions: {
    VendorTypeCode: {
      choices: {
        endpoint: 'typeCodes',
        optionValue: 'VendorTypeCode',
        optionText: 'VendorTypeDesc',
        loadError: 'vendors.errors.typeCodes',
      },
    },
    accountGroupId: {
      choices: {
        endpoint: 'accountGroups',
        optionValue: 'id',
        optionText: 'account_group_name',
        loadError: 'vendors.errors.accountGroups',
      },
      display: 'option',
      hiddenFor: NOT_FOR_SISL,
    },
    authToken: { input: 'password', display: 'secret' },
    password: { input: 'password', hiddenFor: NOT_FOR_SISL },
    ModifiedDateTime: { display: 'datetime' },
  },
  conflicts: { create: 'Conflict', update: 'Conflict' },
});

// Its texts (language/screenTexts.ts). Exact wording where the requirements give it;
// the vendor checks and the add/update/delete notices are not shown there, so they follow the
// requirements' own vendor notices ('Vendor shortcode successfully added').
// Both the view's related lists and the Assign form's sections show these.
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  const shortCodes = { heading: 'Short Codes', empty: 'No short code assigned', load: 'An error occurred loading the short code: ' };
  const emailDomains = {
    heading: 'Email Domains',
    empty: 'No email domain assigned',
    load: 'An error occurred loading the email domain: ',
  };

  const nameTaken = 'Check that a vendor account with that name does not already exist.';

  return {
    vendors: {
      menu: 'Vendors',
      title: 'Vendor Accounts',
      filter: 'Type to Narrow Table',
      add: 'Add new vendor account',
      forms: {
        create: 'Add new vendor account',
        edit: 'Edit Vendor Account',
        show: 'Vendor Account Details',
        assign: 'Assign',
        delete: 'Remove Vendor Account',
      },
      confirm: { delete: 'Are you sure you want to permanently remove %{VendorTypeCode} vendor account "%{VendorName}" ?' },
      messages: {
        create: 'Vendor account %{VendorName} successfully added',
        edit: 'Vendor account %{VendorName} successfully updated',
        delete: 'Vendor account %{VendorName} successfully removed',
      },
      errors: {
        load: 'An error occurred loading the vendor: ',
        show: 'An error occurred loading the vendor: ',
        create: 'An error occurred adding the vendor: ',
        edit: 'An error occurred updating the vendor: ',
        delete: 'An error occurred removing the vendor: ',
        typeCodes: 'An error occurred loading the typecodes: ',
        accountGroups: 'An error occurred loading the account groups: ',
      },
      // the Assign form's item sections, by the vendor's type, and its words for a vendor of another type
      items: {
        none: 'A %{VendorTypeCode} vendor account has no short codes or email domains to assign.',
        sms: {
          title: 'Assign Short Codes',
          heading: shortCodes.heading,
          empty: shortCodes.empty,
          picker: 'Short Code',
          add: 'Add Short Code',
          added: 'Vendor shortcode successfully added',
          removed: 'Vendor shortcode successfully removed',
          errors: {
            add: 'An error occurred adding the short code: ',
            remove: 'An error occurred removing the short code: ',
            load: shortCodes.load,
            all: shortCodes.load,
          },
        },
        email: {
          title: 'Assign Email Domains',
          heading: emailDomains.heading,
          empty: emailDomains.empty,
          picker: 'Email Domain',
          add: 'Add Email Domain',
          added: 'Vendor email domain successfully added',
          removed: 'Vendor email domain successfully removed',
          errors: {
            add: 'An error occurred adding the email domain: ',
            remove: 'An error occurred removing the email domain: ',
            load: emailDomains.load,
            all: emailDomains.load,
          },
        },
      },
      // a taken name, by call
      conflicts: { create: nameTaken, update: nameTaken },
      // the view's lists, by the call that loads each
      related: {
        shortCodes: { heading: shortCodes.heading, empty: shortCodes.empty, errors: { load: shortCodes.load }, item: '%{ShortCode}' },
        emailDomains: {
          heading: emailDomains.heading,
          empty: emailDomains.empty,
          errors: { load: emailDomains.load },
          item: '%{EmailDomain}',
        },
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
