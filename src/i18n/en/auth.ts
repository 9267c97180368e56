// The landing pages, settings and cache pages. The sign-in pages' own texts load with them
// (./signInPages.ts).
export const auth = {
  home: {
    title: 'About',
    greeting: 'Hello, %{name}',
    name: 'Name',
    email: 'Email',
    accountGroups: 'Account Groups',
    organizations: 'Organizations',
    accounts: 'Activate Accounts',
  },
  // the side menu's entries of the pages, under each page's name
  homeAbout: { menu: 'About' },
  mySettings: { menu: 'My Settings' },
  adminAbout: {
    menu: 'About',
    title: 'About',
    greeting: 'Welcome, %{name}',
    text: 'This is an administrative tool for managing limited-type (SISL) users. Use the Users console to add, edit and remove them.',
  },
  settings: {
    title: 'My Settings',
    changePassword: 'Change password',
    currentPassword: 'Current Password',
    success: 'Successfully changed password',
    failure: 'An error occurred updating your password: ',
  },
  cache: {
    menu: 'Cache',
    title: 'Refresh Metadata Cache',
    question: 'Do you want to refresh the metadata cache?',
    explanation: 'Ongoing sessions are not disturbed unless resources they use, such as APIs or Roles, were modified or deleted.',
    submit: 'Yes, refresh cache',
    success: 'Cache has been refreshed',
    failure: 'An error occurred refreshing the cache: ',
  },
  digichannel: {
    title: 'Digital Channels',
    welcome: 'Welcome to Digital Channels, %{name}',
    loading: 'Loading...',
    text: 'This section lets you manage short codes, email domains, tokens for the SMS provider and the email provider, and set up unsubscribe groups.',
  },
};
