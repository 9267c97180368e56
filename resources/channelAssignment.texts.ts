// The texts of the Assign form of resources/channelAssignment.ts: they join the texts of every
// area with a screen naming them (tools/screenTexts.ts), so the form reads them in any area.
export const texts = {
  channels: {
    assign: {
      accountTag: '%{account_name} (%{account_id})',
      accounts: 'Assigned Accounts',
      empty: 'No account assigned',
      account: 'Account',
      add: 'Add Account',
    },
    errors: {
      loadAccounts: 'An error occurred loading the accounts: ',
      loadAllAccounts: 'An error occurred loading the accounts: ',
      addAccount: 'An error occurred adding the accounts: ',
      removeAccount: 'An error occurred removing the accounts: ',
    },
  },
};
