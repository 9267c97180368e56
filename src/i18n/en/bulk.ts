// The texts of every list's bulk actions (not in the requirements). They load with the bulk
// toolbar, once a row is selected (src/i18n/textPacks.ts); the row checkboxes' own names are the
// console's (shell.ts, table).
export const bulk = {
  bulk: {
    selectAll: 'Select all %{total} matching',
    selectingAll: 'Selecting all %{total} matching…',
    clear: 'Clear selection',
    actions: { delete: 'Delete', enable: 'Enable', disable: 'Disable', assign: 'Assign to account' },
    done: { delete: 'deleted', enable: 'enabled', disable: 'disabled', assign: 'assigned' },
    confirmTitle: '%{action} %{smart_count} selected row? |||| %{action} %{smart_count} selected rows?',
    willSend:
      'The console makes one call per row, 4 at a time: %{smart_count} call. |||| The console makes one call per row, 4 at a time: %{smart_count} calls.',
    offScreen: '%{smart_count} of the selected rows is not on this page. |||| %{smart_count} of the selected rows are not on this page.',
    notSent: '%{smart_count} row will not be sent: |||| %{smart_count} rows will not be sent:',
    reasonCount: '%{count} %{reason}',
    nothingToSend: 'None of the selected rows can take this action.',
    account: 'Account',
    pickAccount: 'Pick the account to assign',
    accountsFailed: 'The accounts could not be loaded: ',
    rowsFailed: 'The selected rows could not be read: ',
    confirm: 'Confirm',
    cancel: 'Cancel',
    progress: '%{done} of %{total}',
    progressLabel: 'Calls answered',
    stopping: 'Stopping: the calls already sent finish…',
    summaryTitle: 'Bulk %{action}: summary',
    succeeded: '%{smart_count} row %{done}. |||| %{smart_count} rows %{done}.',
    refused: '%{smart_count} row refused: |||| %{smart_count} rows refused:',
    staySelected: '%{smart_count} row stays selected: |||| %{smart_count} rows stay selected:',
    reasons: { refused: 'refused by the platform', notSent: 'not sent (stopped)', notDone: 'not done (session ended)' },
    stopped: 'Stopped: %{smart_count} row not sent; it stays selected. |||| Stopped: %{smart_count} rows not sent; they stay selected.',
    expired:
      'The session ended: %{smart_count} row not done stays selected for after sign-in. |||| The session ended: %{smart_count} rows not done stay selected for after sign-in.',
    close: 'Close',
    gone: 'no longer in the list',
    alreadyEnabled: 'already enabled',
    alreadyDisabled: 'already disabled',
    ownLogin: 'your own login',
  },
};
