// The part of react-admin's English texts (ra-language-english 5.15.4) the first screen may show
// before the rest arrive: the loading line, yes/no, sign-in and session texts and the
// notifications react-admin raises by itself. The whole set (7.6 KB, 2.7 KB gzip) loads with the
// other screens' texts once a list has shown its rows (src/i18n/textPacks.ts): the first screen's
// 200 KB gzip budget (e2e/firstScreen.test.ts). reactAdminFirst.test.ts checks every text here
// is the library's own, so an upgrade that rewords one fails it.
export const reactAdminFirst = {
  ra: {
    page: { loading: 'Loading' },
    boolean: { true: 'Yes', false: 'No', null: '\u2003' },
    auth: {
      auth_check_error: 'Please login to continue',
      user_menu: 'Profile',
      username: 'Username',
      password: 'Password',
      email: 'Email',
      sign_in: 'Sign in',
      sign_in_error: 'Authentication failed, please retry',
      logout: 'Logout',
    },
    notification: {
      updated: 'Element updated |||| %{smart_count} elements updated',
      created: 'Element created',
      deleted: 'Element deleted |||| %{smart_count} elements deleted',
      bad_item: 'Incorrect element',
      item_doesnt_exist: 'Element does not exist',
      http_error: 'Server communication error',
      data_provider_error: 'dataProvider error. Check the console for details.',
      i18n_error: 'Cannot load the translations for the specified language',
      canceled: 'Action cancelled',
      logged_out: 'Your session has ended, please reconnect.',
      not_authorized: "You're not authorized to access this resource.",
      application_update_available: 'A new version is available.',
      offline: 'No connectivity. Could not fetch data.',
    },
  },
};
