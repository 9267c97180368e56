// How one field of a screen is edited and shown, where the schema alone cannot say.
import type { CounterName } from '../schemas/rules/counters';
import type { TextKey } from './textKey';

/**
 * How a value shows as text. 'secret' shows only its last four characters (a credential);
 * 'option' (read-only views) the text of the chosen option of the field's `choices`.
 */
export type ColumnType = 'text' | 'boolean' | 'enabled' | 'datetime' | 'count' | 'list' | 'secret' | 'option';

/** A column of a list or of a table of rows. */
export interface Column {
  /** the field the column shows: a record's in a list, a row's in a table of rows */
  source: string;
}

/** What shows columns, a list or a table of rows: one word for both. */
export interface Columned<C extends Column> {
  /** the columns shown, in order */
  columns: readonly C[];
}

/** A select of choices a call answers: a field's, or a column's of a table of rows. */
export interface LoadedChoices {
  /**
   * Select choices loaded from one of the screen's calls, after a blank first option (a form
   * input's `none` text, language/screenTexts.ts `inputTexts`; blank without it); views show the
   * chosen option's text. `loadError` is the i18n key of the banner prefix when that call fails.
   */
  choices?: {
    endpoint: string;
    optionValue: string;
    optionText: string;
    loadError?: TextKey;
  };
}

/** How one field is edited, where the schema alone cannot say. */
export interface FieldOptions extends LoadedChoices {
  /**
   * 'native-select': the browser's own select (an enum, labelled choices or `choices`), keyboard-first;
   * 'textarea': a wrapping box for one long line (a schema `paragraph` is multi-line by itself)
   */
  input?: 'password' | 'checkbox' | 'select' | 'native-select' | 'textarea';
  /** how a read-only view shows the value */
  display?: ColumnType;
  /** not shown (and left as it is on save) to users of these user types (the session's user_type, any case) */
  hiddenFor?: { userTypes: readonly string[] };
  /**
   * A counter under a text input: the named rule counts the value, the input's `counter` text
   * shows it (language/screenTexts.ts `inputTexts`); with a schema `default`, its `defaultHint`
   * says what a blank sends.
   */
  counter?: CounterName;
}

/** A declaration whose fields a JSON Schema describes: their labels, choices and limits. */
export interface Described {
  /**
   * The schema of the fields: a screen's describes one record, imported from its schemas/ file (or
   * a screen's own; an object rather than a name, so a screen brings only its own schema, the first
   * screen's size); a form's, where its fields are not the record's (the save call's, whose names
   * the body uses), is filled from the record by `fromRecord`
   */
  schema: InlineSchema;
}

export interface InlineSchema {
  readonly title?: string;
  readonly properties: Readonly<
    Record<
      string,
      {
        readonly title?: string;
        readonly description?: string;
        /**
         * with `format`, `items`, `minimum` and `maximum`, the kind of input, stored value and shown
         * text (schemas/rules/valueKinds.ts): 'integer' or 'number' alone, 'boolean', an 'array' of
         * fixed choices, a string of format 'date', 'date-time', 'time' or 'iso-time'
         */
        readonly type?: unknown;
        readonly format?: string;
        readonly items?: object;
        readonly minimum?: number;
        readonly maximum?: number;
        readonly enum?: readonly unknown[];
        /** labelled choices when each is `{ const, title }` (any object, so other `oneOf`s still fit) */
        readonly oneOf?: readonly object[];
        readonly maxLength?: number;
        readonly pattern?: string;
        /** a secret: sent, never shown (a table masks it) */
        readonly writeOnly?: boolean;
      }
    >
  >;
  /** if/then branches on the values (any object, so every schema's fit; src/engine/secretCells.ts reads a table row's) */
  readonly allOf?: readonly object[];
}
