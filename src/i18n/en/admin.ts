// The admin screens' texts. Wording of messages is exact, as the requirements give it, typos included.
// A screen's texts by where they sit: language/screenTexts.ts.
import { auth } from './auth';
import { shell } from './shell';

const login = {
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
};

// A login view's detail lines: the texts the assignment panel shows too (login.*).
const loginDetails = {
  account_group_name_list: { label: login.accountGroups, empty: login.noAccountGroups },
  app_role_list: { label: login.appRoles, item: login.appRole, empty: login.noAppRoles },
};

const nameTaken = (kind: 'user' | 'api client') =>
  `Check that ${kind === 'user' ? 'a user' : 'an api client'} with that name does not already exist.`;

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
  details: loginDetails,
  // the fixed messages of a conflict, by call
  conflicts: {
    list: nameTaken(kind),
    get: nameTaken(kind),
    update: nameTaken(kind),
    create: 'A login with that email may already exist',
    relationship: shell.errors.entryExists,
  },
  // the list's column headers where they are not the schema's titles
  columns: { enabled: shell.fields.status },
  submit: { changepassword: shell.buttons.changePassword },
  confirm: {
    delete:
      kind === 'user'
        ? 'Are you sure you want to permanently remove User %{email} ?'
        : 'Are you sure you want to permanently remove API Client %{email} ?',
  },
  messages: {
    insert: kind === 'user' ? 'User %{email} added successfully' : 'API client %{email} added successfully',
    edit: kind === 'user' ? 'User %{email} updated successfully' : 'API client %{email} updated successfully',
    delete: kind === 'user' ? 'User %{email} deleted successfully' : 'API client %{email} deleted successfully',
    assigned: 'Assignment saved successfully',
    passwordChanged: 'Successfully changed password',
    changepassword: auth.settings.success,
    attributeAdded: 'Attribute assigned successfully',
    attributeDeleted: 'Attribute deleted successfully',
  },
  errors: {
    load: 'An error occurred loading the users: ',
    insert: `An error occurred when creating the ${kind}. `,
    edit: `An error occurred updating the ${kind}. `,
    // the Assign panel's relationship call
    assign: `An error occurred updating the ${kind}. `,
    changepassword: auth.settings.failure,
    delete: `There was a problem deleting the ${kind}. `,
  },
});

const users = loginTexts('user', 'Users', 'Add new User');

export const admin = {
  users: { menu: 'Users', ...users },
  apiclients: { menu: 'API Clients', ...loginTexts('api client', 'API Clients', 'Add new API Client') },
  sislusers: {
    menu: 'SISL Users',
    title: 'SISL Users',
    add: 'Add new SISL user',
    // the Users screen's texts where SISL users are told the same
    forms: { insert: 'Add SISL User', edit: 'Edit SISL User', show: 'SISL User Details', delete: users.forms.delete },
    details: users.details,
    columns: users.columns,
    conflicts: { list: users.conflicts.list, get: users.conflicts.get, update: users.conflicts.update, create: users.conflicts.create },
    confirm: users.confirm,
    messages: { insert: users.messages.insert, edit: users.messages.edit, delete: users.messages.delete },
    errors: {
      load: users.errors.load,
      insert: users.errors.insert,
      edit: users.errors.edit,
      delete: users.errors.delete,
      // the role given after the save
      steps: { relationship: 'We were unable to give the user the proper permissions. Please see the system administrator. ' },
    },
  },
  login,
  roles: { menu: 'Roles', title: 'Roles', errors: { load: shell.errors.loadingRoles } },
  apigroups: { menu: 'API Groups', title: 'API Groups', errors: { load: 'An error occurred loading the API groups: ' } },
  apis: {
    menu: 'API',
    title: 'APIs',
    add: 'Add API',
    groupPicker: 'API Group',
    showAll: '== Show All ==',
    forms: { show: 'API Details', insert: 'Create New API', edit: 'Edit API', delete: 'Delete API' },
    confirm: { delete: 'Delete API %{http_method}:%{url}?' },
    submit: { delete: shell.buttons.ok },
    messages: {
      insert: 'API added successfully',
      edit: 'API updated successfully',
      delete: 'API deleted successfully',
    },
    errors: {
      load: 'An error occurred loading the APIs: ',
      insert: 'An error occurred updating the API: ',
      edit: 'An error occurred updating the API: ',
      delete: 'An error occurred deleting the API: ',
    },
  },
  accountgroups: {
    menu: 'Account Groups',
    title: 'Account Groups',
    filter: shell.filter.typeToNarrow,
    add: 'Add Account Group',
    forms: {
      insert: 'Create Account Group',
      edit: 'Edit Account Group',
      show: 'Account Group Details',
      assign: 'Assign Account Group Properties',
    },
    messages: {
      insert: 'Account group added successfully',
      edit: 'Account group modified successfully',
    },
    errors: {
      load: shell.errors.loadingAccountGroups,
      insert: 'An error occurred adding or modifying the account group: ',
      edit: 'An error occurred adding or modifying the account group: ',
    },
    // the Assign form's sections
    accounts: {
      heading: 'Assigned Accounts',
      tag: '%{account_name} (%{account_id})',
      picker: 'Account',
      add: 'Add Account',
      added: 'Account group assignment added successfully',
      removed: 'Account group assignment removed successfully',
      errors: {
        add: 'An error occurred adding the account group assignment: ',
        remove: 'An error occurred removing the account group assignment: ',
        load: 'An error occurred loading the account group details: ',
        all: 'An error occurred loading the activate accounts: ',
      },
    },
    ipRanges: {
      heading: 'IP Ranges',
      tag: '%{application_name}: %{ip_range_start} - %{ip_range_end}',
      section: 'Assign IP Ranges for Applications',
      picker: 'Application',
      start: 'IP Range Start',
      end: 'IP Range End',
      octet: '%{label} octet %{n}',
      add: 'Add Range',
      added: 'IP range added successfully',
      removed: 'IP range removed successfully',
      errors: {
        add: 'An error occurred adding the IP range %{start} to %{end}: ',
        remove: 'An error occurred removing the IP range: ',
        load: 'An error occurred loading the IP ranges: ',
        all: shell.errors.loadingApplications,
      },
    },
  },
};
