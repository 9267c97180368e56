// Texts of the generated forms' recovery questions, loaded with the form modes (not the first
// screen; its budget of 200 KB gzip): another save that landed meanwhile, typed work kept across
// an expired session. Not in the requirements.
export const formRecovery = {
  formRecovery: {
    changedMeanwhile:
      'Someone else saved a change to this record after you opened it (%{fields}). Overwrite it with your version, or reload the record and lose your changes here?',
    overwrite: 'Overwrite',
    reload: 'Reload',
    draftOffer: 'Your session ended before your changes to this form were saved. Restore them?',
    restore: 'Restore',
    discard: 'Discard',
  },
};
