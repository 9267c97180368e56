// Texts by convention: a screen's texts sit under its name, each at the key its place gives it,
// as react-admin's own do (resources.<name>.fields.<field>), so a config names no key for them.
// The engine reads them here; src/i18n/screenTexts.test.ts checks every screen has those it needs.
import { formLoads } from './formLoads';
import { isPage, type FormConfig, type ScreenConfig } from './types';

/** The key of each text of a place: `<place>.<role>`. */
const keysUnder =
  (place: string) =>
  (role: string): string =>
    `${place}.${role}`;

/** The keys of a screen's conventional texts (`screen`: its name). */
export const screenTexts = (screen: string) => ({
  /** the side-menu entry's label (a screen with a `menu`) */
  menu: `${screen}.menu`,
  /** the list's heading */
  title: `${screen}.title`,
  /** the add button (shown when the screen has a `create` form) */
  add: `${screen}.add`,
  /** the placeholder of the list's text filter box (none without a text) */
  filter: `${screen}.filter`,
  /** the label of the list's picker, and its choice of every row (a list with a `picker`) */
  picker: `${screen}.picker.label`,
  pickerAll: `${screen}.picker.all`,
  /** what an Assign form with item sections says when the record's `assign.items.by` names none of them */
  itemsNone: `${screen}.items.none`,
  /** the prefix of the list's load failure */
  loadError: `${screen}.errors.load`,
  /** a list column's header (the schema's title without it) */
  column: (source: string) => `${screen}.columns.${source}`,
  /** the fixed message shown for a call's failure its `conflicts` entry matches */
  conflict: (call: string) => `${screen}.conflicts.${call}`,
});

/** The keys of a form mode's conventional texts. */
export const formTexts = (screen: string, mode: string) => ({
  /** the dialog's title */
  title: `${screen}.forms.${mode}`,
  /** the notice once its call went through (none without a text) */
  success: `${screen}.messages.${mode}`,
  /** the prefix of its call's failure, the server's message after it (none without a text) */
  failure: `${screen}.errors.${mode}`,
  /** the question a confirmation form asks (kind 'confirm'); the record's fields interpolate */
  confirm: `${screen}.confirm.${mode}`,
  /** the submit button (Save, a confirmation's Delete, without a text) */
  submit: `${screen}.submit.${mode}`,
  /** the question (Yes/No) asked when the form is left with unsaved changes (none without a text) */
  leave: `${screen}.leave.${mode}`,
  /** the prefix when the record the form opens cannot be read (its failure prefix, else the list's, without it) */
  read: `${screen}.errors.read.${mode}`,
});

/**
 * The keys of the texts of what a form reads before it shows (formLoads.ts), under
 * `<screen>.loads.<name>` (the form value it fills: its lock's field, a table's): the prefix when
 * it fails, the progress bar's name while it loads (none without it).
 */
export const loadTexts = (screen: string, name: string) => ({
  error: `${screen}.loads.${name}.error`,
  loading: `${screen}.loads.${name}.loading`,
});

/** The key of a second save step's failure prefix: `<screen>.errors.steps.<its step or endpoint>`. */
export const stepFailure = (screen: string, step: { step?: string; endpoint?: string }) =>
  `${screen}.errors.steps.${step.step ?? step.endpoint}`;

/**
 * The keys of an assignment section's texts, under `<screen>.<section>` (`section`: its name in the form's
 * `assign`, 'accounts', 'ipRanges' or `items.<key>`, an item section's key). Each tag, notice and failure prefix
 * interpolates the item's fields (an IP range's add failure %{start} and %{end}).
 */
export const sectionTexts = (screen: string, section: string) => {
  const at = keysUnder(`${screen}.${section}`);
  return {
    /** the heading; the count follows */
    heading: at('heading'),
    /** the text while none is assigned (the console's own without it) */
    empty: at('empty'),
    /** each assigned one's tag (accounts, IP ranges: items show their label field) */
    tag: at('tag'),
    /** the picker's label (an IP range's application) and the add button */
    picker: at('picker'),
    add: at('add'),
    /** the notices once one is added or removed */
    added: at('added'),
    removed: at('removed'),
    /** the failure prefixes: adding, removing, loading what is assigned and what the picker offers */
    addError: at('errors.add'),
    removeError: at('errors.remove'),
    loadError: at('errors.load'),
    allError: at('errors.all'),
    /** an item section's dialog title while it is the record's */
    title: at('title'),
    /** an IP range's add section heading, its start and end addresses and each octet (%{label}, %{n}) */
    section: at('section'),
    start: at('start'),
    end: at('end'),
    octet: at('octet'),
  };
};

/** The keys of a table's texts, under `<screen>.tables.<field>` (`field`: the form field holding its rows). */
export const tableTexts = (screen: string, field: string) => {
  const at = keysUnder(`${screen}.tables.${field}`);
  return {
    /** the heading (%{count}: the number of rows) */
    heading: at('heading'),
    /** the add button, the text of an empty table, a cell's label (%{label} or %{column}, %{n} or %{row}) */
    add: at('add'),
    empty: at('empty'),
    cell: at('cell'),
    /** a column's header (the row schema's title without it) */
    column: (column: string) => at(`columns.${column}`),
    /**
     * a row's remove button (%{row}, the row's number), the Yes/No question before it goes and
     * the text once it has gone; each interpolates the row's fields, blank ones as the `blank`
     * text where there is one
     */
    remove: at('remove'),
    removeQuestion: at('removeQuestion'),
    removed: at('removed'),
    blank: at('blank'),
    /** said when a saved row's removal, sent at once (`removeSavedBy`), fails */
    removeError: at('removeError'),
  };
};

/**
 * The keys of a form input's own texts, under `<screen>.inputs.<field>`, each there or not: the
 * text of a select's blank choice (`none`; blank without it), the line a counter shows under the
 * input (`counter`: %{count}, %{max}, %{parts}) and, where the schema gives the field a `default`,
 * what a blank sends (`defaultHint`, after the counter's line while the input is blank); the
 * banner's prefix when the record's stored value cannot be read for it (`unreadable`: its
 * `fromRecord` codec fails; without it the input starts as the codec gives it).
 */
export const inputTexts = (screen: string, field: string) => {
  const at = keysUnder(`${screen}.inputs.${field}`);
  return { none: at('none'), counter: at('counter'), defaultHint: at('defaultHint'), unreadable: at('unreadable') };
};

/**
 * The keys of the texts of a view's field whose value is a list, under `<screen>.details.<source>`
 * (the record field), each there or not: its label (the schema title without it), each element of a list
 * of records (its fields interpolate; as it is without it), the text of an empty list.
 */
export const detailTexts = (screen: string, source: string) => {
  const at = keysUnder(`${screen}.details.${source}`);
  return { label: at('label'), item: at('item'), empty: at('empty') };
};

/** The keys of a related list's texts, under `<screen>.related.<endpoint>` (the call that loads it). */
export const relatedTexts = (screen: string, endpoint: string) => {
  const at = keysUnder(`${screen}.related.${endpoint}`);
  return {
    /** the heading (the count follows), the text when nothing is listed, the load failure's prefix */
    heading: at('heading'),
    empty: at('empty'),
    loadError: at('errors.load'),
    /** shown as tags: each tag (the row's fields interpolate), and the note when more rows exist than it shows (%{shown}, %{total}) */
    item: at('item'),
    more: at('more'),
  };
};

/** The sections of a form mode, by the name their texts sit under. */
const sectionsOf = (form: FormConfig): [string, string[]][] => [
  ...(form.assign?.accounts
    ? [
        ['accounts', ['heading', 'tag', 'picker', 'add', 'added', 'removed', 'addError', 'removeError', 'loadError', 'allError']] as [
          string,
          string[],
        ],
      ]
    : []),
  ...(form.assign?.ipRanges
    ? [
        [
          'ipRanges',
          [
            'heading',
            'tag',
            'section',
            'picker',
            'start',
            'end',
            'octet',
            'add',
            'added',
            'removed',
            'addError',
            'removeError',
            'loadError',
            'allError',
          ],
        ] as [string, string[]],
      ]
    : []),
  ...Object.keys(form.assign?.items?.sections ?? {}).map((key): [string, string[]] => [
    `items.${key}`,
    ['title', 'heading', 'picker', 'add', 'added', 'removed', 'addError', 'removeError', 'loadError', 'allError'],
  ]),
];

/**
 * The conventional texts a screen cannot do without: a list's title and load failure, its add
 * button, each dialog's title and each confirmation's question, its loads', second steps', related lists', tables' and sections' texts (a success
 * notice, a failure prefix or a section's empty text a screen may leave out).
 */
export const neededTexts = (screen: ScreenConfig): string[] => {
  const own = screenTexts(screen.name);
  const menu = screen.menu === undefined ? [] : [own.menu];
  if (isPage(screen)) return menu;
  return [
    ...menu,
    own.title,
    own.loadError,
    ...(screen.forms.create ? [own.add] : []),
    ...(screen.list.picker ? [own.picker, own.pickerAll] : []),
    ...(Object.values(screen.forms).some((form) => form?.assign?.items) ? [own.itemsNone] : []),
    ...Object.keys(screen.conflicts ?? {}).map(own.conflict),
    ...Object.entries(screen.fieldOptions ?? {}).flatMap(([field, options]) =>
      options?.counter ? [inputTexts(screen.name, field).counter] : [],
    ),
    ...Object.entries(screen.forms).flatMap(([mode, form]) => {
      const texts = formTexts(screen.name, mode);
      // an action makes its call at once: no dialog
      const own = form?.kind === 'action' ? [] : form?.kind === 'confirm' ? [texts.title, texts.confirm] : [texts.title];
      const sections = form ? sectionsOf(form) : [];
      return [
        ...own,
        ...(form ? formLoads(form) : []).map((load) => loadTexts(screen.name, load.name).error),
        ...[form?.next ?? []].flat().map((step) => stepFailure(screen.name, step)),
        ...(form?.related ?? []).flatMap((list) => {
          const keys = relatedTexts(screen.name, list.endpoint);
          return [keys.heading, keys.empty, keys.loadError, ...(list.columns ? [] : [keys.item])];
        }),
        ...Object.entries(form?.tables ?? {}).flatMap(([field, table]) => {
          const keys = tableTexts(screen.name, field);
          return [keys.heading, keys.add, keys.empty, keys.cell, keys.remove, keys.removeQuestion, keys.removed].concat(
            table.removeSavedBy ? [keys.removeError] : [],
          );
        }),
        ...sections.flatMap(([section, roles]) => {
          const keys = sectionTexts(screen.name, section) as Record<string, string>;
          return roles.map((role) => keys[role]);
        }),
      ];
    }),
  ];
};
