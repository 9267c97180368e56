// Vendor Accounts. Exact wording where the requirements give it;
// the vendor checks and the add/update/delete notices are not shown there, so they follow the
// requirements' own vendor notices ('Vendor shortcode successfully added').
// Both the view's related lists and the Assign form's sections show these.
import { shell } from './shell';

const shortCodes = { heading: 'Short Codes', empty: 'No short code assigned', load: 'An error occurred loading the short code: ' };
const emailDomains = { heading: 'Email Domains', empty: 'No email domain assigned', load: 'An error occurred loading the email domain: ' };

const nameTaken = 'Check that a vendor account with that name does not already exist.';

export const vendors = {
  vendors: {
    menu: 'Vendors',
    title: 'Vendor Accounts',
    filter: shell.filter.typeToNarrow,
    add: 'Add new vendor account',
    forms: {
      insert: 'Add new vendor account',
      edit: 'Edit Vendor Account',
      show: 'Vendor Account Details',
      assign: 'Assign',
      delete: 'Remove Vendor Account',
    },
    confirm: { delete: 'Are you sure you want to permanently remove %{VendorTypeCode} vendor account "%{VendorName}" ?' },
    messages: {
      insert: 'Vendor account %{VendorName} successfully added',
      edit: 'Vendor account %{VendorName} successfully updated',
      delete: 'Vendor account %{VendorName} successfully removed',
    },
    errors: {
      load: 'An error occurred loading the vendor: ',
      show: 'An error occurred loading the vendor: ',
      insert: 'An error occurred adding the vendor: ',
      edit: 'An error occurred updating the vendor: ',
      delete: 'An error occurred removing the vendor: ',
      typeCodes: 'An error occurred loading the typecodes: ',
      accountGroups: 'An error occurred loading the account groups: ',
    },
    // the Assign form's item sections, by the vendor's type
    items: {
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
    assign: {
      nothing: 'A %{VendorTypeCode} vendor account has no short codes or email domains to assign.',
    },
  },
};
