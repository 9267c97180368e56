// Users (/admin): the default admin landing.
import { SYS_ADMIN } from '../language/roles';
import { defineResource } from '../language/types';
import { loginFieldOptions, loginForms, loginList, loginPickerEndpoints } from './loginScreen';
import { userSchema } from '../schemas/user.schema';
import { attributeTypeSchema, loginAttributeSchema } from '../schemas/loginAttribute.schema';
import { defineRecords } from '../language/recordTypes';
import { loginRecords } from './loginRecords';
import { loginScreenTexts } from './loginTexts';

export const users = defineResource({
  name: 'users',
  route: '/admin',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: 10,
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
  list: loginList,
  forms: loginForms('users'),
  fieldOptions: loginFieldOptions,
  conflicts: { list: 'Conflict', get: 'Conflict', update: 'Conflict', create: 'onflict', relationship: 'onflict' },
});

// How the platform keeps the attributes of a login (language/recordTypes.ts; only the platform
// imports it): rows of their own collection, each of one user or API client (the attribute calls
// are the same on both screens).
const attributes = defineRecords({
  screen: users,
  collection: 'attributes',
  id: 'id',
  schema: loginAttributeSchema,
  calls: { list: 'attributes', create: 'addAttribute', delete: 'deleteAttribute' },
  validator: 'loginAttribute',
  owner: { key: 'login_id', in: ['users', 'apiclients'], id: 'login_id' },
  fields: ['attribute_id', 'value'],
  bodyNames: { value: 'attribute_value' },
  references: [
    {
      field: 'attribute_id',
      to: { collection: 'attributeTypes', id: 'attribute_id' },
      unknown: 'The attribute type %{value} does not exist',
    },
  ],
  unique: [{ fields: ['login_id', 'attribute_id', 'value'], caseSensitive: true }],
  listed: ['attribute_id', 'attribute', 'value'],
  derived: { attribute: { lookup: 'attribute_id', in: 'attributeTypes', by: 'attribute_id', take: 'attribute_name' } },
  deleted: 'The attribute has been removed',
});

// The attribute types a login's attributes name, answered whole, as stored (the API clients'
// screen shares the attribute calls).
const attributeTypes = defineRecords({
  screen: users,
  collection: 'attributeTypes',
  id: 'attribute_id',
  schema: attributeTypeSchema,
  calls: { list: 'attributeTypes' },
  fields: ['attribute_name'],
});

// Users, and beside them their attributes. A slink-sisl-admin sees and makes limited-type users
// only (resources/users.hooks.ts).
export const records = [
  loginRecords(users, {
    collection: 'users',
    other: 'apiclients',
    validator: 'userInsert',
    updateValidator: 'userUpdate',
    userType: 'STAFF',
    label: 'User',
  }),
  attributes,
  attributeTypes,
];

// Its texts, where the engine looks for them (language/screenTexts.ts).
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  return {
    users: { menu: 'Users', ...loginScreenTexts('user', 'Users', 'Add new User') },
  };
};
export const texts = /* @__PURE__ */ textsOf();
