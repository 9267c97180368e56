// Lists inside a form mode: tables of rows a form edits and related read-only lists of a view.
import type { RowRuleName } from '../schemas/rules/rowRules';
import type { OneCall } from './answerTypes';
import type { Column, Columned, InlineSchema, LoadedChoices } from './fieldTypes';

/** The schema of one row of a table, a form's or a view's. */
export interface RowItem {
  /**
   * the schema of one row: the columns' titles (where the texts give a column no header); in a
   * form's table also the cells' `maxLength` and a select of a property's fixed choices (an `enum`,
   * or labelled: a `oneOf` of `const` and `title`)
   */
  item?: InlineSchema;
}

/**
 * A read-only list loaded by one of the screen's calls (the record's id as `:id`) and shown
 * under a view's lines: as tags, or, with `columns`, as a table of those columns headed by the
 * titles of its `item` (a short code's programs). Its texts sit under
 * `<screen>.related.<endpoint>` (language/screenTexts.ts).
 */
export interface RelatedListConfig extends OneCall, Partial<Columned<Column>>, RowItem {
  /**
   * each row by its `key`; as tags, at most 10,000 (the requirements' figure for a short code's
   * accounts), with the list's `more` text when there are more
   */
  rows: { key: string };
}

/** One column of a table of rows (an array of objects edited in a form): a select where it has `choices`. */
export interface TableColumnConfig extends Column, LoadedChoices {}

/**
 * An array of objects edited as a table (its texts under `<screen>.tables.<field>`,
 * language/screenTexts.ts): columns from the item schema, an add button, a remove button per
 * row with its Yes/No question (none for a new row left blank) and success text. A form's `lock`
 * holds every row too. With `endpoint`, its saved rows are read afresh by that call (the record's
 * id as `:id`) before the form shows, a new record starting with none; the texts of that read sit
 * under `<screen>.loads.<field>` (language/screenTexts.ts).
 */
export interface RowsTableConfig extends Columned<TableColumnConfig>, Partial<OneCall>, RowItem {
  /**
   * What a new row holds: `values`, and in each column with loaded choices that `values` leaves
   * out, the first choice. `savedBy`: a row is saved (not new) when that field holds a value other
   * than blank and the one `values` gives new rows.
   */
  newRow: {
    values: Readonly<Record<string, unknown>>;
    savedBy?: string;
  };
  /**
   * the call (endpoint key) a saved row's removal is sent to at once, the platform keeping the rest
   * of the form's edits out: it gets the saved rows left as the body's `<field>`, the record's id as
   * `:id`; when it fails the table's `removeError` text is said and the row stays
   * @kept the platform drops a saved transformation mapping at once, not with the form
   */
  removeSavedBy?: string;
  /**
   * the table's own rule (schemas/rules/rowRules.ts): what a new row holds besides `newRow`, whether
   * one more may be added, the messages that mark single cells on save (a marked cell stops the
   * save; the form's validator still words the banner where it has one)
   */
  rule?: RowRuleName;
}
