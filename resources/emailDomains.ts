// Email domains.
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { channelAccountTexts, channelDetailTexts, channelErrorTexts } from './channelAssignment.texts';
import { SYS_ADMIN } from '../language/roles';
import { defineRecords } from '../language/recordTypes';
import { defineResource } from '../language/types';
import { emailDomainSchema } from '../schemas/emailDomain.schema';

const BASE = '/email-service/emaildomains';

export const emailDomains = defineResource({
  name: 'emaildomains',
  route: '/digichannel/emaildomains',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: 30,
  idField: 'email_domain_id',
  schema: emailDomainSchema,
  endpoints: {
    list: `GET ${BASE}`,
    available: 'GET /email-service/emailvendors/availableemaildomains',
    create: `POST ${BASE}`,
    update: `PUT ${BASE}/:id`,
    delete: `DELETE ${BASE}/:id`,
    ...channelAccountEndpoints(BASE),
  },
  list: {
    columns: [
      { source: 'email_domain_url', link: 'show' },
      { source: 'accounts_assigned', type: 'count' },
    ],
    sort: { field: 'email_domain_url', order: 'ASC' },
    perPage: 50,
  },
  forms: {
    create: {
      kind: 'fields',
      fields: ['email_domain_url'],
      validator: 'emailDomain',
    },
    edit: {
      kind: 'fields',
      fields: ['email_domain_url'],
      validator: 'emailDomain',
    },
    show: {
      kind: 'fields',
      fields: ['email_domain_url', 'accounts_assigned'],
      readOnly: ['email_domain_url', 'accounts_assigned'],
    },
    assign: channelAssignForm('email_domain_url'),
    delete: {
      kind: 'confirm',
    },
  },
  // Required: a 'Conflict' answer (a duplicate name) reads as this text.
  conflicts: { list: 'Conflict', create: 'Conflict', update: 'Conflict' },
});

// How the platform keeps email domains (language/recordTypes.ts; only the platform imports
// it). A domain attached to a vendor account cannot be deleted: mail of the vendor would go out
// from a domain the platform no longer knows.
export const records = defineRecords({
  screen: emailDomains,
  collection: 'emailDomains',
  validator: 'emailDomain',
  fields: ['email_domain_url'],
  order: 'email_domain_url',
  unique: [{ fields: ['email_domain_url'] }],
  starts: { account_ids: [], vendor_account_id: null },
  notFound: 'Email domain not found',
  deleted: 'Successfully deleted email domain %{email_domain_url}',
  accounts: { label: 'Email domain' },
  deleteRefused: {
    whileLinked: {
      field: 'vendor_account_id',
      to: { collection: 'vendorAccounts', id: 'VendorAccountID', name: 'VendorName' },
      message: 'Email domain %{email_domain_url} is attached to vendor account %{name}; remove it from the vendor first.',
    },
  },
});

// Its texts, where the engine looks for them (language/screenTexts.ts). The requirements' words
// exactly; error texts are prefixes the platform's reason follows.
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  const emailDomainTaken = 'Check that an email domain with that name does not already exist.';

  return {
    emaildomains: {
      accounts: channelAccountTexts('Email domain'),
      details: channelDetailTexts,
      menu: 'Email Domains',
      title: 'Email Domains',
      filter: 'Type to Narrow Table',
      add: 'Add new Email Domain',
      // the list's column headers where they are not the schema's titles
      columns: { email_domain_url: 'Domain URL' },
      // a taken name, by call
      conflicts: { list: emailDomainTaken, create: emailDomainTaken, update: emailDomainTaken },
      forms: {
        create: 'Add new Email Domain',
        edit: 'Edit Email Domain',
        show: 'Email Domain Details',
        assign: 'Assign Account',
        delete: 'Delete Email Domain',
      },
      confirm: { delete: 'Are you sure you want to permanently remove the email domain "%{email_domain_url}" ?' },
      messages: {
        create: 'Successfully added email domain %{email_domain_url}',
        edit: 'Successfully updated email domain %{email_domain_url}',
        delete: 'Successfully deleted email domain %{email_domain_url}',
      },
      errors: {
        ...channelErrorTexts('email domain'),
        // Required: the delete failure has its own text; the server's reason follows.
        delete: 'There was a problem deleting the email domain. ',
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
