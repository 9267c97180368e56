// Short codes: the /digichannel route is the
// digital channels landing text (intro) above the Short Codes list.
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { channelAccountTexts, channelErrorTexts } from './channelAssignment.texts';
import { SYS_ADMIN } from '../language/roles';
import { defineResource } from '../language/types';
import { shortCodeProgramSchema, shortCodeSchema } from '../schemas/shortCode.schema';
import { defineRecords } from '../language/recordTypes';

const BASE = '/text-service/shortcodes';

const FORM_FIELDS = ['ShortCode', 'Throttle', 'ShortCodeDesc', 'HelpMessage', 'OptOutMessage', 'account_group_id'] as const;
const SHOW_FIELDS = ['ShortCode', 'Throttle', 'ShortCodeDesc', 'HelpMessage', 'OptOutMessage', 'EffectiveDateTime'] as const;

/**
 * What both forms send: POST .../shortcodes/shortcode with the body's own names, trimmed; the
 * account group, which no name here sends, is the second step's.
 */
const SAVE = {
  bodyNames: {
    ShortCodeId: 'short_code_id',
    ShortCode: 'short_code',
    Throttle: 'throttle',
    ShortCodeDesc: 'short_code_desc',
    HelpMessage: 'help_message',
    OptOutMessage: 'opt_out_message',
  },
  // The code and the throttle are stored as numbers, edited and sent as typed text.
  fromRecord: { ShortCode: { codec: 'asText' }, Throttle: { codec: 'asText' } },
  trim: true,
  // Then the accounts of the chosen account group, if one was chosen, are assigned to the saved code.
  next: {
    step: 'assignGroupAccounts',
    from: { id: 'saved.ShortCodeId', groupId: 'values.account_group_id' },
  },
} as const;

/** Help and opt-out replies: a counter of characters and SMS parts; blank sends the default wording. */
const REPLY = {
  input: 'textarea',
  counter: 'smsParts',
} as const;

export const shortCodes = defineResource({
  name: 'shortcodes',
  route: '/digichannel',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: 10,
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
  },
  forms: {
    create: {
      kind: 'fields',
      fields: FORM_FIELDS,
      endpoint: 'save',
      validator: 'shortCode',
      ...SAVE,
      carry: [],
    },
    edit: {
      kind: 'fields',
      fields: FORM_FIELDS,
      endpoint: 'save',
      validator: 'shortCodeUpdate',
      // The code is the SMS address handsets know: it cannot change once it exists (docs/requirements.md, Short codes).
      readOnly: ['ShortCode'],
      ...SAVE,
      carry: ['ShortCodeId', 'ShortCode'],
    },
    show: {
      kind: 'fields',
      fields: SHOW_FIELDS,
      readOnly: SHOW_FIELDS,
      related: [
        {
          endpoint: 'accounts',
          rows: { key: 'account_id' },
        },
        {
          endpoint: 'programs',
          rows: { key: 'ChannelProgramId' },
          columns: ['CompanyName', 'ProgramName', 'ChannelProgramStatusSDesc', 'Keyword'].map((source) => ({ source })),
          item: shortCodeProgramSchema,
        },
      ],
    },
    assign: channelAssignForm('ShortCode'),
    delete: {
      kind: 'confirm',
    },
  },
  fieldOptions: {
    HelpMessage: REPLY,
    OptOutMessage: REPLY,
    account_group_id: {
      choices: {
        endpoint: 'accountGroups',
        optionValue: 'id',
        optionText: 'account_group_name',
        loadError: 'shortcodes.errors.accountGroups',
      },
      hiddenFor: { userTypes: ['SISL'] },
    },
    EffectiveDateTime: { display: 'datetime' },
  },
});

// How the platform keeps short codes and lists their programs (language/recordTypes.ts; only
// the platform imports it). One save call creates or updates (the body's short_code_id names
// the code); the checks in the requirements' order are the validators' first rule; a blank
// reply takes the schema's default wording; a code attached to a vendor or used by programs
// cannot be deleted.
const codeRecords = defineRecords({
  screen: shortCodes,
  collection: 'shortCodes',
  validator: 'shortCode',
  updateValidator: 'shortCodeUpdate',
  upsert: { call: 'save', id: SAVE.bodyNames.ShortCodeId },
  fields: ['ShortCode', 'Throttle', 'ShortCodeDesc', 'HelpMessage', 'OptOutMessage'],
  bodyNames: SAVE.bodyNames,
  numbers: ['Throttle'],
  unique: [{ fields: ['ShortCode'], caseSensitive: true }],
  order: 'ShortCode',
  stamps: { saved: { EffectiveDateTime: 'now', ModifierLoginId: 'caller' } },
  starts: { account_ids: [], vendor_account_id: null },
  derived: { AccountCnt: { count: 'account_ids' }, ProgramCnt: { countIn: 'shortCodePrograms', by: 'ShortCodeId' } },
  added: 'Successfully added shortcode %{ShortCode}',
  updated: 'Successfully updated shortcode %{ShortCode}',
  notFound: 'Short code not found',
  deleted: 'Shortcode deleted successfully',
  deleteRefused: {
    whileLinked: {
      field: 'vendor_account_id',
      to: { collection: 'vendorAccounts', id: 'VendorAccountID', name: 'VendorName' },
      message: 'Short code %{ShortCode} is attached to vendor account %{name}; remove it from the vendor first.',
    },
  },
  accounts: { label: 'Short code', inAnswer: false },
});

// The programs sending through a code, with their account's name.
const programRecords = defineRecords({
  screen: shortCodes,
  collection: 'shortCodePrograms',
  id: 'ChannelProgramId',
  schema: shortCodeProgramSchema,
  calls: { list: 'programs' },
  owner: { key: 'ShortCodeId', in: ['shortCodes'], id: 'ShortCodeId', notFound: 'Short code not found' },
  fields: [],
  listed: ['CompanyName', 'ProgramName', 'ChannelProgramStatusSDesc', 'Keyword'],
  derived: { CompanyName: { lookup: 'account_id', in: 'accounts', by: 'account_id', take: 'account_name', missing: '' } },
});

export const records = [codeRecords, programRecords];

// Its texts, where the engine looks for them (language/screenTexts.ts). The requirements' words
// exactly, 'shortcode' in the success texts included; error texts are prefixes the platform's
// reason follows.
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  const shortCodeAccounts = channelAccountTexts('Short code');
  const REPLY_COUNTER = '%{count} / %{max} characters (%{parts} SMS)';
  const REPLY_DEFAULT = 'left blank, the default wording shown is sent';

  return {
    shortcodes: {
      accounts: shortCodeAccounts,
      menu: 'Short Codes',
      title: 'Short Codes',
      filter: 'Type to Narrow Table',
      add: 'Add new Short Code',
      forms: {
        create: 'Add new Short Code',
        edit: 'Edit Short Code',
        show: 'Short Code Details',
        assign: 'Assign Account',
        delete: 'Delete Short Code',
      },
      // the form's inputs: the replies' counters (a blank sends the default wording), no account group
      inputs: {
        HelpMessage: { counter: REPLY_COUNTER, defaultHint: REPLY_DEFAULT },
        OptOutMessage: { counter: REPLY_COUNTER, defaultHint: REPLY_DEFAULT },
        account_group_id: { none: 'None' },
      },
      // the view's lists, by the call that loads each
      related: {
        accounts: {
          heading: shortCodeAccounts.heading,
          empty: shortCodeAccounts.empty,
          errors: { load: shortCodeAccounts.errors.load },
          item: shortCodeAccounts.tag,
          more: 'Showing the first %{shown} of %{total} accounts',
        },
        programs: {
          heading: 'Programs using this short code',
          empty: 'No program uses this short code',
          errors: { load: 'An error occurred loading the short code programs: ' },
        },
      },
      confirm: { delete: 'Are you sure you want to permanently remove the short code "%{ShortCode}" ?' },
      messages: {
        create: 'Successfully added shortcode %{short_code}',
        edit: 'Successfully updated shortcode %{short_code}',
        delete: 'Shortcode deleted successfully',
      },
      errors: {
        ...channelErrorTexts('short code'),
        show: channelErrorTexts('short code').load,
        // the accounts of the chosen group, assigned after the save
        steps: { assignGroupAccounts: shortCodeAccounts.errors.add },
        accountGroups: 'An error occurred loading the account groups: ',
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
