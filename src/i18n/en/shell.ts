// Shell, navigation, shared widgets and generic engine texts.
import type { Role } from '../../../language/roles';
export const shell = {
  app: { name: 'Slink Console', version: 'Version %{version}' },
  nav: {
    home: 'Home',
    admin: 'Admin',
    sislUsers: 'Users',
    engagement: 'Engagement',
    apiLinks: 'API Links',
    digiChannel: 'Digi Channel',
    top: 'Top navigation',
    side: 'Side menu',
    // the phone's drawer, which holds both
    drawer: 'Menu',
  },
  // the screens' entries are under each screen's name (<screen>.menu)
  menu: {
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  accessDenied: {
    title: 'Access denied',
    text: 'Your role, %{role}, may not use this page.',
    noRole: 'Your sign-in carries no role for this console.',
    back: 'Go to my start page',
  },
  // Each role of language/roles.ts by the name staff know it by (the platform's roles list).
  roleNames: {
    'slink-sys-admin': 'System Administrator',
    'slink-sisl-admin': 'SISL Administrator',
    'slink-engmnt-manager': 'Engagement Manager',
    'slink-apilink-manager': 'API Link Manager',
    'slink-sisl-user': 'SISL User',
  } satisfies Record<Role, string>,
  notFound: { title: 'Page not found', text: 'There is no page at %{path}.' },
  buttons: {
    done: 'Done',
    save: 'Save',
    cancel: 'Cancel',
    ok: 'OK',
    yes: 'Yes',
    no: 'No',
    delete: 'Delete',
    add: 'Add',
    assign: 'Assign',
    changePassword: 'Change Password',
    remove: 'Remove %{name}',
  },
  // each row action's label, by its form mode (src/engine/RowActions.tsx)
  actions: {
    show: 'View',
    edit: 'Edit',
    changepassword: 'Password',
    assign: 'Assign',
    attribute: 'Attributes',
    delete: 'Delete',
    clone: 'Clone',
    rowActions: 'Actions',
  },
  table: {
    noRecords: 'No Records',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page',
    ofPages: 'of %{pages}',
    range: '%{from}-%{to} of %{total}',
    filter: 'Filter',
    pagination: 'Pagination',
    // not in the requirements: every list's Export button
    export: 'Export',
    // not in the requirements: the bulk toolbar's name and count (bulk.ts has the rest; these show
    // before its texts are in)
    bulkToolbar: 'Bulk actions',
    selectedRows: '%{smart_count} selected |||| %{smart_count} selected',
    exporting: 'Exporting… %{percent}%',
    exportFailed: 'An error occurred exporting the list: ',
    // not in the requirements: every list's column choice and saved views (their menus' texts: ./listViews.ts)
    columns: 'Columns',
    views: 'Views',
    // not in the requirements: every list's row selection for bulk actions (their texts: ./bulk.ts)
    selectPage: 'Select every row on this page',
    selectRow: 'Select %{name}',
    // every list's column filters (the menu's and chips' texts: ./columnFilters.ts)
    filters: 'Filters',
    unreadable: {
      columns: 'Your column choice for this list could not be read and was reset.',
      views: 'Your saved views for this list could not be read and were removed.',
    },
  },
  filter: { typeToNarrow: 'Type to Narrow Table' },
  tags: { empty: 'No data assigned', count: '%{count} assigned' },
  form: {
    requiredNote: '* indicates required field',
    loading: 'Loading...',
    unsavedChanges: 'You have unsaved changes.',
  },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  format: { secret: '•••• %{last}' },
  fields: { status: 'Status' },
  errors: {
    expiredToken: 'The access token provided is expired, revoked, malformed',
    redirecting: 'Your session has ended. Taking you to the sign-in page...',
    generic: 'An error occurred: %{message}',
    // A screen that failed to render (ScreenErrorBoundary).
    screen: 'This screen could not be shown: %{message}',
    retry: 'Try again',
    // Shown after a screen's prefix when the platform could not be reached or had no such record.
    network: 'The platform could not be reached. Check your connection and try again.',
    notFound: 'The record was not found. It may have been removed.',
    entryExists: 'The entry already exists.',
    loadingRoles: 'An error occurred loading the roles: ',
    loadingAccountGroups: 'An error occurred loading the account groups: ',
    loadingApplications: 'An error occurred loading the applications: ',
    loadingLoginAttributes: 'An error occurred loading the login attributes: ',
    loadingUserAttributes: 'An error occurred loading user attributes: ',
  },
};
