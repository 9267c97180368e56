// The three files `npm run new-screen` writes (tools/newScreen.ts): a schema, a screen config with
// its texts and records, and fixtures, for a list of named records that staff add, edit, view,
// delete and assign to accounts. Each is formatted as Prettier and ESLint want it, so the files
// pass the lint and the type check as written (e2e/newScreen.test.ts builds them).
import { snake } from '../shared/snakeCase';

/** Everything the files are named after, worked out from the screen's name (`voicePrompts`). */
export interface ScreenNames {
  /** the config's export and file, and the fixtures' collection: `voicePrompts` */
  name: string;
  /** one record, the schema's name and the validator's: `voicePrompt` */
  entity: string;
  /** the react-admin resource, the route's last segment and the texts' group: `voiceprompts` */
  screen: string;
  /** the words of one record: `voice prompt` */
  words: string;
  /** the words of several: `voice prompts` */
  plural: string;
  area: string;
  /** the path every call starts with: `/voice-service/prompts` */
  base: string;
  /** the role constant of language/roles.ts that may change the records: `SYS_ADMIN` */
  writer: string;
  /** the side menu's place: after the area's last entry */
  order: number;
  /** accounts the example records are assigned to */
  accounts: readonly number[];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titled = (words: string) => words.split(' ').map(capitalized).join(' ');
const article = (words: string) => (/^[aeiou]/i.test(words) ? 'an' : 'a');

/** The schema: `schemas/<entity>.schema.ts`. */
export const schemaFile = (
  n: ScreenNames,
): string => `// ${titled(n.plural)} (resources/${n.name}.ts): one name each, a description, the accounts it is assigned to.
import type { FromSchema, Schema } from './ext';
import { assignedAccounts, integerId, text } from './fields';
import type { ValidatorsOf } from './validatorSpec';

export const ${n.entity}Schema = {
  type: 'object',
  title: '${titled(n.words)}',
  properties: {
    ${snake(n.entity)}_id: integerId('ID'),
    name: text('Name'),
    description: text('Description'),
    accounts_assigned: assignedAccounts(),
  },
} as const satisfies Schema;

export type ${capitalized(n.entity)} = FromSchema<typeof ${n.entity}Schema>;

export const validators = {
  ${n.entity}: { base: ${n.entity}Schema, required: { name: 'Name cannot be empty' } },
} satisfies ValidatorsOf;
`;

/** The screen config with its records and texts: `resources/<name>.ts`. */
export const configFile = (n: ScreenNames): string => {
  const title = titled(n.words);
  const titles = titled(n.plural);
  const words = n.words;
  return `// ${titles}: ${n.plural} staff add, edit, view, delete and assign to accounts (written by
// npm run new-screen; docs/adding-a-screen.md). Schema: schemas/${n.entity}.schema.ts; demo records: fixtures/${n.name}.json.
import { writersOnly } from '../language/access';
import { defineRecords } from '../language/recordTypes';
import { ${n.writer} } from '../language/roles';
import { defineResource, type FormConfig } from '../language/types';
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { channelAccountTexts, channelDetailTexts } from './channelAssignment.texts';
import { ${n.entity}Schema } from '../schemas/${n.entity}.schema';

const BASE = '${n.base}';
/** Who may change ${n.plural}: every call but the reads, so every form but the view. */
const WRITERS = [${n.writer}] as const;
/** Who may open the screen: the writers, and any role added here, which only reads. */
const READERS = [...WRITERS] as const;
const FIELDS = ['name', 'description'];

const ENDPOINTS = {
  list: \`GET \${BASE}\`,
  get: \`GET \${BASE}/:id\`,
  create: \`POST \${BASE}\`,
  update: \`PUT \${BASE}/:id\`,
  delete: \`DELETE \${BASE}/:id\`,
  ...channelAccountEndpoints(BASE),
} as const;

const form: FormConfig = { kind: 'fields', fields: FIELDS, validator: '${n.entity}' };

export const ${n.name} = defineResource({
  name: '${n.screen}',
  route: '/${n.area}/${n.screen}',
  area: '${n.area}',
  roles: READERS,
  menu: ${n.order},
  idField: '${snake(n.entity)}_id',
  schema: ${n.entity}Schema,
  endpoints: ENDPOINTS,
  endpointRoles: writersOnly(ENDPOINTS, WRITERS),
  list: {
    columns: [{ source: 'name', link: 'show' }, { source: 'description' }, { source: 'accounts_assigned', type: 'count' }],
    sort: { field: 'name', order: 'ASC' },
    perPage: 50,
  },
  forms: {
    create: form,
    edit: form,
    show: {
      kind: 'fields',
      fields: [...FIELDS, 'accounts_assigned'],
      readOnly: [...FIELDS, 'accounts_assigned'],
    },
    assign: channelAssignForm('name'),
    delete: { kind: 'confirm' },
  },
  conflicts: { create: 'Conflict', update: 'Conflict' },
});

export const records = defineRecords({
  screen: ${n.name},
  collection: '${n.name}',
  validator: '${n.entity}',
  fields: FIELDS,
  order: 'name',
  unique: [{ fields: ['name'] }],
  starts: { account_ids: [] },
  notFound: '${capitalized(words)} not found',
  deleted: 'Successfully deleted ${words} %{name}',
  accounts: { label: '${capitalized(words)}' },
});

const failed = (what: string) => \`An error occurred \${what} the ${words}: \`;
const taken = 'Check that ${article(words)} ${words} with that name does not already exist.';

// Its texts sit where the engine looks for them (language/screenTexts.ts): forms, messages and errors by form mode,
// the Assign form's section under accounts.
export const texts = {
  ${n.screen}: {
    menu: '${titles}',
    title: '${titles}',
    filter: 'Type to Narrow Table',
    add: 'Add new ${title}',
    accounts: channelAccountTexts('${capitalized(words)}'),
    details: channelDetailTexts,
    conflicts: { create: taken, update: taken },
    forms: {
      create: 'Add new ${title}',
      edit: 'Edit ${title}',
      show: '${title} Details',
      assign: 'Assign Account',
      delete: 'Delete ${title}',
    },
    confirm: { delete: 'Are you sure you want to permanently remove the ${words} "%{name}" ?' },
    messages: {
      create: 'Successfully added ${words} %{name}',
      edit: 'Successfully updated ${words} %{name}',
      delete: 'Successfully deleted ${words} %{name}',
    },
    errors: {
      load: failed('loading'),
      create: failed('adding'),
      edit: failed('updating'),
      delete: failed('removing'),
    },
  },
};
`;
};

/** A fixture row as the other fixtures write it: `{ "key": value, "list": [1, 2] }`. */
const fixtureRow = (row: Record<string, unknown>) =>
  `{ ${Object.entries(row)
    .map(([key, value]) => `${JSON.stringify(key)}: ${Array.isArray(value) ? `[${value.join(', ')}]` : JSON.stringify(value)}`)
    .join(', ')} }`;

/** The demo records: `fixtures/<name>.json`, one record a line. */
export const fixturesFile = (n: ScreenNames): string => {
  const id = `${snake(n.entity)}_id`;
  const rows = [
    { [id]: 1, name: `First ${n.words}`, description: `An example ${n.words}`, account_ids: n.accounts.slice(0, 2) },
    { [id]: 2, name: `Second ${n.words}`, description: `Another example ${n.words}`, account_ids: n.accounts.slice(0, 1) },
    { [id]: 3, name: `Third ${n.words}`, description: '', account_ids: [] },
  ];
  return `[\n${rows.map((row) => `  ${fixtureRow(row)}`).join(',\n')}\n]\n`;
};
