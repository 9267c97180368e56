// Users (/admin): the default admin landing.
import { SYS_ADMIN } from './roles';
import { defineResource } from './types';
import { loginFieldOptions, loginForms, loginList, loginPickerEndpoints } from './loginScreen';
import { userSchema } from '../schemas/user.schema';

export const users = defineResource({
  name: 'users',
  route: '/admin',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: { label: 'menu.users', order: 10 },
  title: 'users.title',
  idField: 'login_id',
  schema: userSchema,
  endpoints: {
    list: 'GET /auth/users/',
    get: 'GET /auth/users/:id',
    create: 'POST /auth/users',
    update: 'POST /auth/users/:id',
    delete: 'DELETE /auth/users/:id',
    relationship: 'POST /auth/users/:id/relationship',
    password: 'POST /auth/password',
    ...loginPickerEndpoints,
  },
  list: loginList('users.add'),
  forms: loginForms('users'),
  fieldOptions: loginFieldOptions,
  conflicts: [
    { contains: 'Conflict', on: ['list', 'get', 'update'], message: 'users.errors.conflict' },
    { contains: 'onflict', on: ['create'], message: 'users.errors.conflictCreate' },
    { contains: 'onflict', on: ['relationship'], message: 'errors.entryExists' },
  ],
});
