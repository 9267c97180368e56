// Seed 000 admin screens. Wording of messages is exact (section 8), typos included.
const loginTexts = (kind: 'user' | 'api client', title: string, add: string) => ({
  title,
  add,
  forms: {
    insert: kind === 'user' ? 'Add User' : 'Add API Client',
    edit: kind === 'user' ? 'Edit User' : 'Edit API Client',
    show: kind === 'user' ? 'User Details' : 'API Client Details',
    changepassword: 'Change Password',
    assign: kind === 'user' ? 'User Assignment' : 'API Client Assignment',
    attribute: 'Attribute Assignment',
    delete: kind === 'user' ? 'Delete User' : 'Delete API Client',
  },
  confirmDelete:
    kind === 'user'
      ? 'Are you sure you want to permanently remove User %{email} ?'
      : 'Are you sure you want to permanently remove API Client %{email} ?',
  messages: {
    created: kind === 'user' ? 'User %{email} added successfully' : 'API client %{email} added successfully',
    updated: kind === 'user' ? 'User %{email} updated successfully' : 'API client %{email} updated successfully',
    deleted: kind === 'user' ? 'User %{email} deleted successfully' : 'API client %{email} deleted successfully',
    assigned: 'Assignment saved successfully',
    passwordChanged: 'Successfully changed password',
    attributeAdded: 'Attribute assigned successfully',
    attributeDeleted: 'Attribute deleted successfully',
  },
  errors: {
    conflict: `Check that ${kind === 'user' ? 'a user' : 'an api client'} with that name does not already exist.`,
    conflictCreate: 'A login with that email may already exist',
    create: `An error occurred when creating the ${kind}. `,
    update: `An error occurred updating the ${kind}. `,
    delete: `There was a problem deleting the ${kind}. `,
  },
});

export const admin = {
  users: loginTexts('user', 'Users', 'Add new User'),
  apiclients: loginTexts('api client', 'API Clients', 'Add new API Client'),
  sislusers: {
    title: 'SISL Users',
    add: 'Add new SISL user',
    forms: { insert: 'Add SISL User', edit: 'Edit SISL User', show: 'SISL User Details' },
    errors: {
      permissions: 'We were unable to give the user the proper permissions. Please see the system administrator. ',
    },
  },
  login: {
    accountGroups: 'Account Groups',
    noAccountGroups: 'No accounts assigned',
    appRoles: 'Application Roles',
    noAppRoles: 'No roles assigned for any application',
    appRole: '%{application_name}: %{role_name} (%{role_type_code})',
    application: 'Application',
    role: 'Role',
    accountGroup: 'Account Group',
    none: '-- None --',
    attributeType: 'Attribute Type',
    attributeValue: 'Attribute Value',
    attributeRow: '%{attribute}: %{value}',
    noAttributes: 'No attributes assigned to this user',
    attributeFailed: 'There was a problem assigning the attribute. ',
    attributeDeleteFailed: 'An error occurred deleting this attribute: ',
    passwordFailed: 'An error occurred updating your password: ',
  },
  roles: { title: 'Roles' },
  apigroups: { title: 'API Groups' },
  apis: {
    title: 'APIs',
    add: 'Add API',
    groupPicker: 'API Group',
    showAll: '== Show All ==',
    forms: { show: 'API Details', insert: 'Create New API', edit: 'Edit API', delete: 'Delete API' },
    confirmDelete: 'Delete API %{http_method}:%{url}?',
    messages: {
      created: 'API added successfully',
      updated: 'API updated successfully',
      deleted: 'API deleted successfully',
    },
    errors: {
      update: 'An error occurred updating the API: ',
      delete: 'An error occurred deleting the API: ',
    },
  },
  accountgroups: {
    title: 'Account Groups',
    add: 'Add Account Group',
    forms: {
      insert: 'Create Account Group',
      edit: 'Edit Account Group',
      show: 'Account Group Details',
      assign: 'Assign Account Group Properties',
    },
    messages: { added: 'Account group added successfully', modified: 'Account group modified successfully' },
    errors: { save: 'An error occurred adding or modifying the account group: ' },
  },
};
