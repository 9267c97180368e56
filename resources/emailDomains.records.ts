// How the platform keeps email domains (resources/recordTypes.ts). A domain attached to a vendor
// account cannot be deleted: mail of the vendor would go out from a domain the platform no longer knows.
import { emailDomains } from './emailDomains';
import { defineRecords } from './recordTypes';

export default defineRecords({
  screen: emailDomains,
  collection: 'emailDomains',
  validator: 'emailDomain',
  fields: ['email_domain_url'],
  order: 'email_domain_url',
  unique: [{ fields: ['email_domain_url'] }],
  starts: { account_ids: [], vendor_account_id: null },
  notFound: 'Email domain not found',
  deleted: 'Successfully deleted email domain %{email_domain_url}',
  accounts: { kind: 'Email domain' },
  deleteRefusedWhileLinked: {
    field: 'vendor_account_id',
    to: { collection: 'vendorAccounts', id: 'VendorAccountID', name: 'VendorName' },
    message: 'Email domain %{email_domain_url} is attached to vendor account %{name}; remove it from the vendor first.',
  },
});
