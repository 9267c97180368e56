// API link: the record the list and details answer, the body of a
// save (POST/PUT /api-link-service/api-link), and the authentication methods.
import type { FromSchema, Schema } from './ext';
import { anyId, bounded, integerId, label, list, MAX_ID_TEXT, MAX_TEXT, paragraph, SAFE_TEXT } from './fields';
import { AUTH_ENTRY_TYPES, type AuthEntryType } from './rules/apiLinkAuthDetail';

export const API_LINK_VERBS = ['POST', 'GET', 'DELETE', 'PUT'] as const;
/** Required: name and URL up to 4000 characters. */
export const API_LINK_MAX = 4000;
/**
 * Not in the requirements: at most 100 authentication entries, each value up to 4000 characters
 * (a token, a certificate's file name), and the details' JSON text up to 256 KB, which holds
 * them all.
 */
export const MAX_AUTH_ENTRIES = 100;
export const MAX_AUTH_VALUE = 4000;
export const MAX_AUTH_DETAIL = 256 * 1024;
/** The authentication method whose links need a username, a password and an accessKey header. */
export const SIGNATURE_AUTH = 'SignatureAuth';

export const API_LINK_MESSAGES = {
  name: 'API Link name cannot be empty',
  url: 'API Link URL cannot be empty',
  verb: 'API Link verb cannot be empty',
  securityType: 'API Link security type cannot be empty',
  nameTooLong: 'API Link name cannot be longer than 4000 characters',
  urlTooLong: 'API Link URL cannot be longer than 4000 characters',
  descriptionTooLong: 'API Link description cannot be longer than 4000 characters',
  invalidChars: 'API Link name has invalid characters',
  descriptionChars: 'API Link description has invalid characters',
  // Not in the requirements: an outbound call needs an absolute web address.
  urlFormat: 'API Link URL must be an http:// or https:// address without spaces',
  verbChoice: 'API Link verb must be one of POST, GET, DELETE, PUT',
  securityTypeChoice: 'API Link security type must be one of the authentication methods',
  enabled: 'API Link enabled must be true or false',
  detail: 'API Link authentication details must be JSON text',
  detailTooLong: `API Link authentication details must be at most ${MAX_AUTH_DETAIL} characters`,
} as const;
const M = API_LINK_MESSAGES;

export const apiLinkSchema = {
  type: 'object',
  title: 'API Link',
  properties: {
    api_link_id: anyId('API Link ID'),
    name: label('Api Link Name', API_LINK_MAX),
    description: label('API Link Description', API_LINK_MAX),
    url: label('API URL Endpoint', API_LINK_MAX),
    verb: label('Verb'),
    authentication_method_id: { type: 'integer', title: 'Security type' },
    /** JSON text: { username, password: {name, value}; headers, qs, certs: [{name, value}]; request: {name: value} } */
    // A link saved without details keeps an empty JSON object; the platform keeps the text as sent.
    authentication_detail: { ...label('Authentication details', MAX_AUTH_DETAIL), contentMediaType: 'application/json', default: '{}' },
    /** 0 means enabled */
    disabled_ind: { type: 'integer', title: 'Disabled' },
    in_use: { type: 'boolean', title: 'In Use' },
    accounts_assigned: { type: 'integer', title: 'Accounts' },
  },
} as const satisfies Schema;
export type ApiLink = FromSchema<typeof apiLinkSchema>;

/** One typed authentication entry as the form edits it (validation of the entries, not stored). */
const authEntry = {
  type: 'object',
  properties: { type: bounded('Field Type'), name: bounded('Field'), value: bounded('Value', MAX_AUTH_VALUE) },
} as const;

export const apiLinkSaveSchema = {
  type: 'object',
  title: 'API Link Configuration',
  properties: {
    api_link_id: integerId('API Link ID'),
    api_link_name: {
      type: 'string',
      title: 'API Link name',
      maxLength: API_LINK_MAX,
      pattern: SAFE_TEXT,
      errorMessage: { type: M.name, maxLength: M.nameTooLong, pattern: M.invalidChars },
    },
    // Not in the requirements: the description shares the name's 4000-character limit.
    api_link_description: paragraph('API Link Description', API_LINK_MAX, { invalid: M.descriptionChars, tooLong: M.descriptionTooLong }),
    api_link_url: {
      type: 'string',
      title: 'API URL Endpoint',
      maxLength: API_LINK_MAX,
      pattern: '^https?://\\S+$',
      errorMessage: { type: M.url, maxLength: M.urlTooLong, pattern: M.urlFormat },
    },
    api_link_verb: { type: 'string', title: 'Verb', enum: API_LINK_VERBS, errorMessage: { type: M.verbChoice, enum: M.verbChoice } },
    api_link_authentication_method_id: {
      type: ['integer', 'string'],
      title: 'Security type',
      maxLength: MAX_ID_TEXT,
      pattern: '^\\d+$',
      errorMessage: { type: M.securityTypeChoice, maxLength: M.securityTypeChoice, pattern: M.securityTypeChoice },
    },
    api_link_enabled: { type: 'boolean', title: 'API Link enabled', errorMessage: { type: M.enabled } },
    api_link_authentication_detail: {
      type: 'string',
      title: 'Authentication details',
      maxLength: MAX_AUTH_DETAIL,
      errorMessage: { type: M.detail, maxLength: M.detailTooLong },
    },
    /** validation only: the chosen method's name (SignatureAuth rules) */
    authentication_method_name: label('Security type name'),
    /** validation only: the entries of the authentication details, before they become JSON */
    authentication_entries: list('Authentication details', authEntry, MAX_AUTH_ENTRIES),
  },
} as const satisfies Schema;
export type ApiLinkSave = FromSchema<typeof apiLinkSaveSchema>;

export const apiAuthMethodSchema = {
  type: 'object',
  title: 'Authentication method',
  properties: {
    api_authentication_method_id: { type: 'integer', title: 'ID' },
    name: label('Name'),
  },
} as const satisfies Schema;
export type ApiAuthMethod = FromSchema<typeof apiAuthMethodSchema>;

/** What the form calls each entry type (the requirements' words). */
const AUTH_ENTRY_TITLES: Record<AuthEntryType, string> = {
  certs: 'Cert Filename',
  username: 'Username',
  password: 'Password',
  request: 'Request',
  qs: 'Querystring',
  headers: 'Header',
};

/**
 * One row of the authentication details as the form edits them (the record keeps them as JSON
 * text): a labelled choice of type, in the order the form offers them, a name and a value. A
 * part of the form, not an entity.
 */
export const AUTH_ENTRY_ROW = {
  type: 'object',
  title: 'Authentication Entry',
  properties: {
    type: { type: 'string', title: 'Field Type', oneOf: AUTH_ENTRY_TYPES.map((type) => ({ const: type, title: AUTH_ENTRY_TITLES[type] })) },
    name: { type: 'string', title: 'Field', maxLength: MAX_TEXT },
    value: { type: 'string', title: 'Value', maxLength: MAX_AUTH_VALUE },
  },
  // A password row's value is a secret: masked in the table, never kept in a draft.
  allOf: [
    { if: { properties: { type: { const: 'password' } }, required: ['type'] }, then: { properties: { value: { writeOnly: true } } } },
  ],
} as const satisfies Schema;
