// Vendor Accounts. Exact wording where the requirements give it;
// the vendor checks and the add/update/delete notices are not shown there, so they follow the
// requirements' own vendor notices ('Vendor shortcode successfully added').
export const vendors = {
  vendors: {
    menu: 'Vendors',
    title: 'Vendor Accounts',
    add: 'Add new vendor account',
    forms: {
      insert: 'Add new vendor account',
      edit: 'Edit Vendor Account',
      show: 'Vendor Account Details',
      assign: 'Assign',
      assignShortCodes: 'Assign Short Codes',
      assignEmailDomains: 'Assign Email Domains',
      delete: 'Remove Vendor Account',
    },
    confirmDelete: 'Are you sure you want to permanently remove %{VendorTypeCode} vendor account "%{VendorName}" ?',
    messages: {
      added: 'Vendor account %{VendorName} successfully added',
      updated: 'Vendor account %{VendorName} successfully updated',
      deleted: 'Vendor account %{VendorName} successfully removed',
      shortCodeAdded: 'Vendor shortcode successfully added',
      shortCodeRemoved: 'Vendor shortcode successfully removed',
      emailDomainAdded: 'Vendor email domain successfully added',
      emailDomainRemoved: 'Vendor email domain successfully removed',
    },
    errors: {
      load: 'An error occurred loading the vendor: ',
      add: 'An error occurred adding the vendor: ',
      update: 'An error occurred updating the vendor: ',
      delete: 'An error occurred removing the vendor: ',
      typeCodes: 'An error occurred loading the typecodes: ',
      accountGroups: 'An error occurred loading the account groups: ',
      loadShortCodes: 'An error occurred loading the short code: ',
      addShortCode: 'An error occurred adding the short code: ',
      removeShortCode: 'An error occurred removing the short code: ',
      loadEmailDomains: 'An error occurred loading the email domain: ',
      addEmailDomain: 'An error occurred adding the email domain: ',
      removeEmailDomain: 'An error occurred removing the email domain: ',
      conflict: 'Check that a vendor account with that name does not already exist.',
    },
    assign: {
      shortCodes: 'Short Codes',
      shortCodesEmpty: 'No short code assigned',
      shortCodePicker: 'Short Code',
      addShortCode: 'Add Short Code',
      emailDomains: 'Email Domains',
      emailDomainsEmpty: 'No email domain assigned',
      emailDomainPicker: 'Email Domain',
      addEmailDomain: 'Add Email Domain',
      nothing: 'A %{VendorTypeCode} vendor account has no short codes or email domains to assign.',
    },
    details: {
      secretSet: '•••• %{last}',
    },
  },
};
