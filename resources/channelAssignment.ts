// The Assign form of the channel items (short codes, email domains, unsubscribe groups;
// docs/requirements.md, Assignments): assigned accounts as removable tags, a picker of the others, Done. The
// three differ only in their texts, named by namespace ('<ns>.messages.accountAdded', ...).
import type { TextKey } from '../language/textKey';
import type { AccountAssignmentConfig, FormConfig } from '../language/types';

/** The namespaces `ns` of the text keys `<ns>.<suffix>`. */
type NamespaceWith<Suffix extends string> = TextKey extends infer Key ? (Key extends `${infer Ns}.${Suffix}` ? Ns : never) : never;

/**
 * The text namespaces of the channel items: those with the assign form's texts, so each derived
 * key is checked against the texts (a new item's texts make it one, with no list to edit).
 */
export type ChannelNamespace = NamespaceWith<'forms.assign'> &
  NamespaceWith<'messages.accountAdded'> &
  NamespaceWith<'messages.accountRemoved'>;

export const channelAccounts = (ns: ChannelNamespace): AccountAssignmentConfig => ({
  assigned: 'accounts',
  all: 'allAccounts',
  add: 'assignAccount',
  remove: 'unassignAccount',
  // 'Please select a valid account first.' (Assignment); no per-item limit.
  validator: 'accountPick',
  tag: 'channels.assign.accountTag',
  heading: 'channels.assign.accounts',
  empty: 'channels.assign.empty',
  pickerLabel: 'channels.assign.account',
  addLabel: 'channels.assign.add',
  added: `${ns}.messages.accountAdded`,
  removed: `${ns}.messages.accountRemoved`,
  addError: 'channels.errors.addAccount',
  removeError: 'channels.errors.removeAccount',
  loadError: 'channels.errors.loadAccounts',
  allError: 'channels.errors.loadAllAccounts',
});

/** The assign form: the item's name read-only above the section. */
export const channelAssignForm = (ns: ChannelNamespace, nameField: string): FormConfig => ({
  kind: 'assignment',
  fields: [nameField],
  readOnly: [nameField],
  accounts: channelAccounts(ns),
});

/** The account calls of an item whose path base is `base` (e.g. /email-service/emaildomains). */
export const channelAccountEndpoints = <B extends string>(base: B) =>
  ({
    accounts: `GET ${base}/:id/accounts`,
    assignAccount: `POST ${base}/:id/accounts/:accountId`,
    unassignAccount: `DELETE ${base}/:id/accounts/:accountId`,
    allAccounts: 'GET /auth/accounts',
  }) as const;
