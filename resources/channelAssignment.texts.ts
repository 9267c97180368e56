// The words of the Assign form of resources/channelAssignment.ts. Each channel item's texts sit
// under its screen's name (language/screenTexts.ts), built here from these words; `texts` keeps
// them as a shared form's texts (tools/screenTexts.ts), joining only an area whose screens name one.
const assign = {
  accountTag: '%{account_name} (%{account_id})',
  accounts: 'Assigned Accounts',
  empty: 'No account assigned',
  account: 'Account',
  add: 'Add Account',
};
const errors = {
  loadAccounts: 'An error occurred loading the accounts: ',
  loadAllAccounts: 'An error occurred loading the accounts: ',
  addAccount: 'An error occurred adding the accounts: ',
  removeAccount: 'An error occurred removing the accounts: ',
};

export const texts = { channels: { assign, errors } };

/** A channel item view's line of its assigned accounts (`<screen>.details`). */
export const channelDetailTexts = { accounts_assigned: { item: assign.accountTag, empty: assign.empty } };

/** A channel item's account section texts (`<screen>.accounts`); `item` starts its notices ('Short code'). */
export const channelAccountTexts = (item: string) => ({
  tag: assign.accountTag,
  heading: assign.accounts,
  empty: assign.empty,
  picker: assign.account,
  add: assign.add,
  added: `${item} account %{account_id} successfully added`,
  removed: `${item} account %{account_id} successfully removed`,
  errors: { load: errors.loadAccounts, all: errors.loadAllAccounts, add: errors.addAccount, remove: errors.removeAccount },
});

/** A channel item's error texts by form mode: prefixes, the platform's reason follows. */
export const channelErrorTexts = (item: string) => ({
  load: `An error occurred loading the ${item}: `,
  create: `An error occurred adding the ${item}: `,
  edit: `An error occurred updating the ${item}: `,
  delete: `An error occurred removing the ${item}: `,
});
