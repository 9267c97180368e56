// The shape of a screen config. A screen is either a generated resource (list + form modes,
// from a schema) or a page (a custom component named by key). Configs are plain data with no
// React imports, so the demo server reads the same files for its role checks.
import type { AccountAssignmentConfig, IpRangeAssignmentConfig, ItemAssignmentConfig } from './assignmentTypes';
import type { AreaKey, RoleGate } from './roles';
import type { TextKey } from './textKey';
import type { ValidatorName } from '../schemas/validators';
import type { JsonTextFields } from '../schemas/rules/jsonText';
import type { CounterName } from '../schemas/rules/counters';
import type { SaveStepName } from '../schemas/rules/saveSteps';
import type { CellRuleName } from '../schemas/rules/cellRules';
import type { SchemaName } from '../schemas/index';

export type { AccountAssignmentConfig, IpRangeAssignmentConfig, ItemAssignmentConfig } from './assignmentTypes';
export type { TextKey } from './textKey';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** 'METHOD /path/:param' — one call of the platform, exactly as the requirements name it. */
export type EndpointSpec = `${HttpMethod} /${string}`;

export interface MenuEntry {
  /** i18n key of the side-menu label */
  label: TextKey;
  order: number;
}

interface ScreenBase {
  /** unique name; for resources also the react-admin resource name */
  name: string;
  /** the path route, exactly as in the requirements */
  route: string;
  /** other routes showing the same screen (Required: /dashboard and /dashboard/DashboardListingPage) */
  aliases?: readonly string[];
  area: AreaKey;
  /** who may open the route and see its menu entry; undefined = any signed-in user */
  roles: RoleGate;
  menu?: MenuEntry;
  /** i18n key of the page title */
  title: TextKey;
  /**
   * Every call the screen makes. Standard keys: list, get, create, update, delete; other keys
   * are custom calls (relationship, attributes, ...). The demo server derives its role checks
   * from these tables, so a call missing here is a 403 there.
   */
  endpoints: Record<string, EndpointSpec>;
  /** roles per endpoint key where they differ from the screen's roles */
  endpointRoles?: Record<string, RoleGate>;
}

export interface PageConfig extends ScreenBase {
  kind: 'page';
  /** key of the custom page; src/pages/registry.ts gives each its component */
  page: PageKey;
}

/** The custom pages a page config may name; src/pages/registry.ts must give a component for each. */
export type PageKey = 'homeAbout' | 'mySettings' | 'adminAbout' | 'cache';

/** The texts a list may show above its rows; src/pages/intros.ts must give a component for each. */
export type IntroKey = 'digichannelWelcome';

/**
 * How a value shows as text. 'secret' shows only its last four characters (a credential);
 * 'option' (read-only views) the text of the chosen option of the field's `choices`.
 */
export type ColumnType = 'text' | 'boolean' | 'enabled' | 'datetime' | 'count' | 'list' | 'secret' | 'option';

export interface ColumnConfig {
  source: string;
  /** i18n key; defaults to the schema title of `source` */
  label?: TextKey;
  type?: ColumnType;
  /** clicking the value opens this form mode */
  link?: FormModeKey;
  sortable?: boolean;
}

/**
 * The custom form modes a screen config may name (`kind: 'panel'`): what a generic form cannot
 * serve. src/panels/registry.ts must give a component for each, and nothing else.
 */
export type CustomFormModeKey =
  | 'userAssignment'
  | 'attributeAssignment'
  | 'accountGroupAssignment'
  | 'accountAssignment'
  | 'dashboardEditor'
  | 'dashboardReport'
  | 'apiLinkConfiguration'
  | 'emailTemplateEditor'
  | 'vendorAssignment';

/** Built-in form modes; custom panels use any other key. */
export type FormModeKey = 'insert' | 'edit' | 'show' | 'delete' | 'changepassword' | 'assign' | 'attribute' | (string & {});

/** A dialog title chosen by a field of the record (compared case-insensitively). */
export interface TitleByField {
  field: string;
  /** i18n key per lower-cased value; the form's `title` otherwise */
  titles: Readonly<Record<string, TextKey>>;
}

/**
 * A call made once the form's own save has succeeded (a second save step). Path parameters and
 * body fields are read by dotted path from the step's sources: `saved` (the save call's
 * answer), `record` (the record edited), `values` (the form's values), `defaults` (the form's
 * defaults) and `session` (the signed-in user, e.g. 'session.account_group_ids.0').
 */
export interface NextCallConfig {
  /** the call; or `step`, a named save step of schemas/rules/saveSteps.ts given the params */
  endpoint?: string;
  step?: SaveStepName;
  /** a dotted path: the step runs only when it holds a value (a choice was made); `unless`: only when it does not hold true */
  when?: string;
  unless?: string;
  /**
   * Checked with the form, before any call: the step's body plus the `checkFrom` values (read
   * like `from`) against this validator; its message follows the form's own.
   */
  validator?: ValidatorName;
  checkFrom?: Readonly<Record<string, string>>;
  /**
   * When the step fails: 'close' (the default: the form closes as saved and says what failed)
   * or 'stay' (the form stays open with the message; saving again updates the record just made).
   */
  onFailure?: 'close' | 'stay';
  /** which saves it follows; both when absent */
  after?: readonly ('create' | 'update')[];
  params?: Readonly<Record<string, string>>;
  /** fixed body fields */
  body?: Readonly<Record<string, unknown>>;
  /** body fields read from the sources, by dotted path */
  from?: Readonly<Record<string, string>>;
  /** i18n key put before the server's message when the step fails (the record is saved by then) */
  errorPrefix: TextKey;
}

/** A list loaded before the form shows (afresh), kept as the form value of the same name. */
export interface FormLoadConfig {
  endpoint: string;
  /** i18n keys: the failure prefix, and the progress bar's name while it loads */
  loadError: TextKey;
  loading?: TextKey;
}

export interface FormConfig {
  /** account assignment section of a panel */
  accounts?: AccountAssignmentConfig;
  /** IP range section of a panel */
  ipRanges?: IpRangeAssignmentConfig;
  /** item assignment sections of a panel by key (the panel picks one) */
  items?: Readonly<Record<string, ItemAssignmentConfig>>;
  /** the dialog title by a field of the record, where it depends on it */
  titleBy?: TitleByField;
  /** i18n key of the dialog title */
  title: TextKey;
  /**
   * kind of form: generated fields, a delete confirmation, a custom panel, or an action that
   * needs no form (clone: the row button makes the call at once, then reloads the list)
   */
  kind: 'fields' | 'confirm' | 'panel' | 'action';
  /** schema properties shown, in order (kind 'fields') */
  fields?: readonly string[];
  /** fields shown read-only */
  readOnly?: readonly string[];
  /** validator name (src/validation) run before submit */
  validator?: ValidatorName;
  /** endpoint key the form submits to (defaults: insert → create, edit → update, delete → delete) */
  endpoint?: string;
  /** i18n key of the submit button; defaults to Save */
  submitLabel?: TextKey;
  /** i18n key of the success notification */
  success?: TextKey;
  /** i18n key of the failure prefix (the server's message follows) */
  errorPrefix?: TextKey;
  /** i18n key of the confirmation text (kind 'confirm'); record fields interpolate */
  confirm?: TextKey;
  /** key of the custom form mode (kind 'panel'); src/panels/registry.ts gives each its component */
  panel?: CustomFormModeKey;
  /** row action label (i18n key); defaults to actions.<mode> */
  action?: TextKey;
  /** roles allowed to use this mode where narrower than the screen's */
  roles?: RoleGate;
  /** read-only lines after the fields (kind 'fields' with every field read-only) */
  details?: readonly DetailConfig[];
  /** read-only lists loaded under a view's lines */
  related?: readonly RelatedListConfig[];
  /** arrays of objects the form edits as tables, by the form field holding the rows */
  tables?: Readonly<Record<string, RowsTableConfig>>;
  /** lists loaded (with the record's id) before the form shows, as form values of these names */
  loads?: Readonly<Record<string, FormLoadConfig>>;
  /** the whole form is read-only under this banner while the record's `field` is true */
  lock?: { field: string; banner: TextKey };
  /** the form is shown read-only with a Done button (a view that needs the form's tables) */
  readOnlyForm?: boolean;
  /** i18n key of the prefix when the record cannot be loaded; `errorPrefix` otherwise */
  loadError?: TextKey;
  /** values merged into a new record before it is sent (seed defaults) */
  defaults?: Record<string, unknown>;
  /**
   * Record fields sent unchanged beside the edited ones (an upsert's id). With `carry`, the body
   * holds the shown fields that are not read-only, these and the defaults, nothing else.
   */
  carry?: readonly string[];
  /** body fields read by dotted path from `values`, `record` or `session` (a field the platform takes under two names) */
  from?: Readonly<Record<string, string>>;
  /** the call's name of a form field where it differs (record ShortCode, body short_code) */
  bodyNames?: Readonly<Record<string, string>>;
  /** text values are sent trimmed */
  trim?: boolean;
  /** a call made after the save succeeds (the create answer's id feeds it) */
  next?: NextCallConfig;
  /** i18n key of the "unsaved changes" question asked (Yes/No) when the form is left dirty */
  leaveConfirm?: TextKey;
  /** the dialog fills the screen (editors) */
  fullScreen?: boolean;
  /** the dialog's width as a CSS length, e.g. '90%' (Required: the dashboard editor); ignored with fullScreen */
  width?: string;
}

/** A list filter other than the text box: exact match, or membership in an array of objects. */
export interface ListFilterSpec {
  source: string;
  /** when `source` holds objects, the key compared with the filter value */
  arrayKey?: string;
}

export interface ListConfig {
  columns: readonly ColumnConfig[];
  /** filters beyond the text box (`q`), by filter key */
  filters?: Record<string, ListFilterSpec>;
  /** a picker above the table that sets one filter from a call's answer */
  picker?: {
    filter: string;
    /** endpoint key whose answer lists the choices */
    endpoint: string;
    optionValue: string;
    optionText: string;
    /** i18n keys of the picker label and of the "all" choice */
    label: TextKey;
    allLabel: TextKey;
  };
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** text filter box; placeholder is an i18n key */
  filter?: { placeholder?: TextKey };
  /** i18n key of the add button; no add button when absent */
  addLabel?: TextKey;
  /** row action buttons, in order */
  rowActions: readonly FormModeKey[];
  /** i18n key of the load-failure prefix */
  loadError?: TextKey;
}

/** How one field is edited, where the schema alone cannot say. */
export interface FieldOptions {
  input?: 'password' | 'checkbox' | 'select' | 'textarea';
  /** how a read-only view shows the value */
  display?: ColumnType;
  /**
   * Select choices loaded from one of the screen's calls; views show the chosen option's text.
   * `loadError` is the i18n key of the banner prefix when that call fails.
   */
  choices?: { endpoint: string; optionValue: string; optionText: string; loadError?: TextKey; emptyText?: TextKey };
  /** not shown (and left as it is on save) to users of these user types (the session's user_type, any case) */
  hiddenFor?: { userTypes: readonly string[] };
  /** i18n keys of the input's label and help text, where the schema's title and description will not do */
  label?: TextKey;
  help?: TextKey;
  /** edited and sent as text, whatever type the record holds (a number typed as digits) */
  asText?: boolean;
  /** a choice the form offers but does not send (a second save step reads it) */
  formOnly?: boolean;
  /**
   * A counter under a text input: the named rule counts the value, the i18n text shows it
   * (%{count}, %{max}, %{parts}). With a schema `default`, `defaultHint` says it is sent for a blank.
   */
  counter?: { rule: CounterName; text: TextKey; defaultHint?: TextKey };
}

/**
 * A read-only list loaded by one of the screen's calls (the record's id as `:id`) and shown
 * under a view's lines: as tags (`item` formats each) or as a table of the schema's columns.
 */
export interface RelatedListConfig {
  endpoint: string;
  /** i18n key of the heading; the count follows it */
  heading: TextKey;
  /** i18n key of the text when nothing is listed */
  empty: TextKey;
  /** i18n key of the load failure prefix */
  loadError: TextKey;
  tags?: { item: TextKey; key: string; max?: number; more?: TextKey };
  table?: { schema: SchemaName; key: string; columns: readonly string[] };
  /** shown only for records whose field has one of these values (compared case-insensitively) */
  onlyIf?: { field: string; values: readonly string[] };
}

/** One column of a table of rows (an array of objects edited in a form). */
export interface TableColumnConfig {
  field: string;
  /** i18n key of the header; the item schema's title otherwise */
  label?: TextKey;
  /** a select of the options a call of the screen answers (a blank first option with `blank`) */
  choices?: { endpoint: string; optionValue: string; optionText: string; blank?: boolean };
  /** a select of fixed values, each shown by the i18n text `<text>.<value>` */
  values?: { list: readonly string[]; text: string };
  /** the value is masked while the row's `field` holds `equals` */
  maskedIf?: { field: string; equals: string };
  /** the input's length limit */
  maxLength?: number;
}

/**
 * An array of objects edited as a table: columns from the item schema, an add button, a remove
 * button per row with its Yes/No question and success text, a limit on new rows, rows the form
 * may not touch while a form-level value holds.
 */
export interface RowsTableConfig {
  /** the schema of one row (the columns' titles, where a column names no label) */
  item?: SchemaName;
  columns: readonly TableColumnConfig[];
  /** i18n keys: heading, add button, the text of an empty table, a cell's label (%{label} or %{column}, %{n} or %{row}) */
  heading: TextKey;
  /** the heading shows the number of rows */
  headingCount?: boolean;
  /** a row is saved when its `field` holds a value other than blank and `newValue` (new rows get `newValue`) */
  savedBy?: { field: string; newValue?: unknown };
  addLabel: TextKey;
  empty: TextKey;
  cellLabel: TextKey;
  /**
   * What a new row holds. `name` gives it the first free name of the pattern (New_Field_01,
   * New_Field_02...); `firstChoice` takes the first option of that column's choices.
   */
  newRow: { values: Readonly<Record<string, unknown>>; name?: { field: string; prefix: string; digits: number }; firstChoice?: string };
  /** at most `max` rows not saved yet (see savedBy) at a time; `message` when one more is asked */
  newRowLimit?: { max: number; message: string };
  /**
   * i18n keys of the remove button (%{name}, %{row}), its question and its success text; the
   * question interpolates the row's fields (blank ones as the `blankText` text) and %{name}, the
   * row's `nameField`. A new row whose `noQuestionForBlank` fields are all blank goes at once.
   */
  remove: {
    label: TextKey;
    question: TextKey;
    success: TextKey;
    nameField?: string;
    blankText?: TextKey;
    noQuestionForBlank?: readonly string[];
  };
  /** rows that may not be changed or removed while the form value at `when` is true, by the row field's value */
  lockedRows?: { when: string; field: string; values: readonly string[] };
  /** a named rule (schemas/rules/cellRules.ts) giving the messages of single cells, checked on save */
  cellRule?: CellRuleName;
  /**
   * Removing a saved row is sent at once (the platform keeps the rest of the form's edits out):
   * the call gets the saved rows without that one as `body`; `failure` is said when it fails.
   */
  persistRemoval?: { endpoint: string; body: string; failure: TextKey };
}

/** A read-only line of a details view: a value, a list of values, or a list of records. */
export interface DetailConfig {
  source: string;
  /** i18n key of the label; defaults to the schema title */
  label?: TextKey;
  /** i18n key formatting each element of a list of records (its fields interpolate) */
  item?: TextKey;
  /** i18n key of the text shown when the list is empty */
  empty?: TextKey;
}

export interface ConflictRule {
  /** substring looked for in the server's message */
  contains: string;
  /** endpoint keys the rule applies to; all when absent */
  on?: readonly string[];
  /** i18n key of the message shown instead */
  message: TextKey;
}

export interface ResourceConfig extends ScreenBase {
  kind: 'resource';
  /** the field that identifies a record in paths (`:id`) */
  idField: string;
  /**
   * The schema describing one record, imported from its schemas/ file (or a screen's own). An
   * object rather than a name, so a screen brings only its own schema (the first screen's size).
   */
  schema: InlineSchema;
  list: ListConfig;
  forms: Partial<Record<FormModeKey, FormConfig>>;
  fieldOptions?: Record<string, FieldOptions>;
  /** server messages replaced by fixed ones */
  conflicts?: readonly ConflictRule[];
  /** fields kept inside a JSON-text property of the record: forms and views show its keys as fields */
  jsonText?: JsonTextFields;
  /**
   * key of a component in src/pages/intros.ts shown above the list (a landing text on a route
   * that is also a list: the requirements, /digichannel is the landing and Short Codes)
   */
  intro?: IntroKey;
}

export interface InlineSchema {
  readonly title?: string;
  readonly properties: Readonly<
    Record<
      string,
      { readonly title?: string; readonly description?: string; readonly enum?: readonly unknown[]; readonly maxLength?: number }
    >
  >;
}

export type ScreenConfig = PageConfig | ResourceConfig;

export const defineResource = <T extends Omit<ResourceConfig, 'kind'>>(config: T): T & { kind: 'resource' } => ({
  ...config,
  kind: 'resource',
});
export const definePage = <T extends Omit<PageConfig, 'kind'>>(config: T): T & { kind: 'page' } => ({
  ...config,
  kind: 'page',
});
