// SMS keywords, the example screen of docs/adding-a-screen.md (e2e/newScreen.test.ts adds it).
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { defineRecords } from './recordTypes';
import { SYS_ADMIN } from './roles';
import { defineResource, type FormConfig } from './types';
import { smsKeywordSchema } from '../schemas/smsKeyword.schema';

const BASE = '/text-service/keywords';

const form = (mode: 'insert' | 'edit', done: 'added' | 'updated', failed: 'add' | 'update'): FormConfig => ({
  title: `smskeywords.forms.${mode}`,
  kind: 'fields',
  fields: ['keyword', 'description'],
  validator: 'smsKeyword',
  success: `smskeywords.messages.${done}`,
  errorPrefix: `smskeywords.errors.${failed}`,
});

export const smsKeywords = defineResource({
  name: 'smskeywords',
  route: '/digichannel/smskeywords',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: { label: 'smskeywords.menu', order: 15 },
  title: 'smskeywords.title',
  idField: 'sms_keyword_id',
  schema: smsKeywordSchema,
  endpoints: {
    list: `GET ${BASE}`,
    get: `GET ${BASE}/:id`,
    create: `POST ${BASE}`,
    update: `PUT ${BASE}/:id`,
    delete: `DELETE ${BASE}/:id`,
    ...channelAccountEndpoints(BASE),
  },
  list: {
    columns: [{ source: 'keyword', link: 'show' }, { source: 'description' }, { source: 'accounts_assigned', type: 'count' }],
    sort: { field: 'keyword', order: 'ASC' },
    perPage: 50,
    filter: { placeholder: 'filter.typeToNarrow' },
    addLabel: 'smskeywords.add',
    rowActions: ['show', 'edit', 'assign', 'delete'],
    loadError: 'smskeywords.errors.load',
  },
  forms: {
    insert: form('insert', 'added', 'add'),
    edit: form('edit', 'updated', 'update'),
    show: {
      title: 'smskeywords.forms.show',
      kind: 'fields',
      fields: ['keyword', 'description'],
      readOnly: ['keyword', 'description'],
      details: [{ source: 'accounts_assigned', item: 'channels.assign.accountTag', empty: 'channels.assign.empty' }],
    },
    assign: channelAssignForm('smskeywords', 'keyword'),
    delete: {
      title: 'smskeywords.forms.delete',
      kind: 'confirm',
      confirm: 'smskeywords.confirmDelete',
      success: 'smskeywords.messages.deleted',
      errorPrefix: 'smskeywords.errors.delete',
    },
  },
  conflicts: [{ contains: 'Conflict', on: ['create', 'update'], message: 'smskeywords.errors.conflict' }],
});

export const records = defineRecords({
  screen: smsKeywords,
  collection: 'smsKeywords',
  validator: 'smsKeyword',
  fields: ['keyword', 'description'],
  order: 'keyword',
  unique: [{ fields: ['keyword'] }],
  starts: { account_ids: [] },
  notFound: 'SMS keyword not found',
  deleted: 'Successfully deleted SMS keyword %{keyword}',
  accounts: { kind: 'SMS keyword' },
});

const failed = (what: string) => `An error occurred ${what} the SMS keyword: `;

export const texts = {
  smskeywords: {
    menu: 'SMS Keywords',
    title: 'SMS Keywords',
    add: 'Add new SMS Keyword',
    forms: {
      insert: 'Add new SMS Keyword',
      edit: 'Edit SMS Keyword',
      show: 'SMS Keyword Details',
      assign: 'Assign Account',
      delete: 'Delete SMS Keyword',
    },
    confirmDelete: 'Are you sure you want to permanently remove the SMS keyword "%{keyword}" ?',
    messages: {
      added: 'Successfully added SMS keyword %{keyword}',
      updated: 'Successfully updated SMS keyword %{keyword}',
      deleted: 'Successfully deleted SMS keyword %{keyword}',
      accountAdded: 'SMS keyword account %{account_id} successfully added',
      accountRemoved: 'SMS keyword account %{account_id} successfully removed',
    },
    errors: {
      load: failed('loading'),
      add: failed('adding'),
      update: failed('updating'),
      delete: failed('removing'),
      conflict: 'Check that an SMS keyword with that name does not already exist.',
    },
  },
};
