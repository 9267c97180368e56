// Short codes: the /digichannel route is the
// digital channels landing text (intro) above the Short Codes list.
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { SYS_ADMIN } from './roles';
import { defineResource } from './types';
import { shortCodeSchema } from '../schemas/shortCode.schema';

const BASE = '/text-service/shortcodes';

export const shortCodes = defineResource({
  name: 'shortcodes',
  route: '/digichannel',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: { label: 'channels.menu.shortCodes', order: 10 },
  title: 'shortcodes.title',
  intro: 'digichannelWelcome',
  idField: 'ShortCodeId',
  schema: shortCodeSchema,
  endpoints: {
    list: `GET ${BASE}`,
    programs: `GET ${BASE}/:id/programs`,
    save: `POST ${BASE}/shortcode`,
    delete: `DELETE ${BASE}/:id`,
    ...channelAccountEndpoints(BASE),
    // The form's account-group dropdown: the accounts of the chosen group are assigned on save.
    accountGroups: 'GET /auth/accountgroups',
    accountGroup: 'GET /auth/accountgroups/:groupId',
  },
  list: {
    columns: [
      { source: 'ShortCode', link: 'show' },
      { source: 'Throttle' },
      { source: 'ShortCodeDesc' },
      { source: 'AccountCnt', type: 'count' },
      { source: 'ProgramCnt', type: 'count' },
      { source: 'EffectiveDateTime', type: 'datetime' },
    ],
    sort: { field: 'ShortCode', order: 'ASC' },
    perPage: 50,
    filter: { placeholder: 'filter.typeToNarrow' },
    addLabel: 'shortcodes.add',
    rowActions: ['show', 'edit', 'assign', 'delete'],
    loadError: 'shortcodes.errors.load',
  },
  forms: {
    insert: {
      title: 'shortcodes.forms.insert',
      kind: 'panel',
      panel: 'shortCodeForm',
      endpoint: 'save',
      validator: 'shortCode',
      success: 'shortcodes.messages.added',
      errorPrefix: 'shortcodes.errors.add',
    },
    edit: {
      title: 'shortcodes.forms.edit',
      kind: 'panel',
      panel: 'shortCodeForm',
      endpoint: 'save',
      validator: 'shortCode',
      // The code is the SMS address handsets know: it cannot change once it exists (docs/requirements.md, Short codes).
      readOnly: ['ShortCode'],
      success: 'shortcodes.messages.updated',
      errorPrefix: 'shortcodes.errors.update',
    },
    show: { title: 'shortcodes.forms.show', kind: 'panel', panel: 'shortCodeDetails', errorPrefix: 'shortcodes.errors.load' },
    assign: channelAssignForm('shortcodes', 'ShortCode'),
    delete: {
      title: 'shortcodes.forms.delete',
      kind: 'confirm',
      confirm: 'shortcodes.confirmDelete',
      success: 'shortcodes.messages.deleted',
      errorPrefix: 'shortcodes.errors.delete',
    },
  },
});
