// The words Users and API Clients share (Required: "Same layout and row actions as Users"): the
// assignment panels' (`<screen>.login.*`) and each screen's own, built for either kind of login. Wording of
// messages is exact, as the requirements give it, typos included.
export const loginTexts = {
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

// A login view's detail lines: the texts the assignment panel shows too (<screen>.login.*).
const loginDetails = () => ({
  account_group_name_list: { label: loginTexts.accountGroups, empty: loginTexts.noAccountGroups },
  app_role_list: { label: loginTexts.appRoles, item: loginTexts.appRole, empty: loginTexts.noAppRoles },
});

const nameTaken = (kind: 'user' | 'api client') =>
  `Check that ${kind === 'user' ? 'a user' : 'an api client'} with that name does not already exist.`;

/** A login screen's texts: the Users screen's (`user`) or the API Clients screen's (`api client`). */
export const loginScreenTexts = (kind: 'user' | 'api client', title: string, add: string) => ({
  title,
  add,
  forms: {
    create: kind === 'user' ? 'Add User' : 'Add API Client',
    edit: kind === 'user' ? 'Edit User' : 'Edit API Client',
    show: kind === 'user' ? 'User Details' : 'API Client Details',
    changepassword: 'Change Password',
    assign: kind === 'user' ? 'User Assignment' : 'API Client Assignment',
    attribute: 'Attribute Assignment',
    delete: kind === 'user' ? 'Delete User' : 'Delete API Client',
  },
  details: loginDetails(),
  // the assignment panels' (src/panels/UserAssignmentPanel.tsx, AttributeAssignmentPanel.tsx)
  login: loginTexts,
  // the fixed messages of a conflict, by call
  conflicts: {
    list: nameTaken(kind),
    get: nameTaken(kind),
    update: nameTaken(kind),
    create: 'A login with that email may already exist',
    relationship: 'The entry already exists.',
  },
  // the list's column headers where they are not the schema's titles
  columns: { enabled: 'Status' },
  submit: { changepassword: 'Change Password' },
  confirm: {
    delete:
      kind === 'user'
        ? 'Are you sure you want to permanently remove User %{email} ?'
        : 'Are you sure you want to permanently remove API Client %{email} ?',
  },
  messages: {
    create: kind === 'user' ? 'User %{email} added successfully' : 'API client %{email} added successfully',
    edit: kind === 'user' ? 'User %{email} updated successfully' : 'API client %{email} updated successfully',
    delete: kind === 'user' ? 'User %{email} deleted successfully' : 'API client %{email} deleted successfully',
    assigned: 'Assignment saved successfully',
    passwordChanged: 'Successfully changed password',
    changepassword: 'Successfully changed password',
    attributeAdded: 'Attribute assigned successfully',
    attributeDeleted: 'Attribute deleted successfully',
  },
  errors: {
    load: 'An error occurred loading the users: ',
    create: `An error occurred when creating the ${kind}. `,
    edit: `An error occurred updating the ${kind}. `,
    // the Assign panel's relationship call
    assign: `An error occurred updating the ${kind}. `,
    changepassword: 'An error occurred updating your password: ',
    delete: `There was a problem deleting the ${kind}. `,
  },
});
