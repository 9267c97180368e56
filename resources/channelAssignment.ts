// The Assign form of the channel items (short codes, email domains, unsubscribe groups;
// docs/requirements.md, Assignments): assigned accounts as removable tags, a picker of the others, Done. The
// items differ only in their texts, each under its screen's name (<screen>.accounts: channelAccountTexts).
import type { AccountAssignmentConfig, FormConfig } from '../language/types';

export const channelAccounts: AccountAssignmentConfig = {
  assigned: 'accounts',
  all: 'allAccounts',
  add: 'assignAccount',
  remove: 'unassignAccount',
  // 'Please select a valid account first.' (Assignment); no per-item limit.
  validator: 'accountPick',
};

/** The assign form: the item's name read-only above the section. */
export const channelAssignForm = (nameField: string): FormConfig => ({
  kind: 'assignment',
  fields: [nameField],
  readOnly: [nameField],
  assign: { accounts: channelAccounts },
});

/** The account calls of an item whose path base is `base` (e.g. /email-service/emaildomains). */
export const channelAccountEndpoints = <B extends string>(base: B) =>
  ({
    accounts: `GET ${base}/:id/accounts`,
    assignAccount: `POST ${base}/:id/accounts/:accountId`,
    unassignAccount: `DELETE ${base}/:id/accounts/:accountId`,
    allAccounts: 'GET /auth/accounts',
  }) as const;
