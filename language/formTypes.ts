// The form modes of a screen config: what each form shows, checks, sends and says.
import type { CodecName } from '../schemas/rules/codecs';
import type { SaveStepName } from '../schemas/rules/saveSteps';
import type { Described } from './fieldTypes';
import type { Checked, OneCall } from './answerTypes';
import type { AccountAssignmentConfig, IpRangeAssignmentConfig, ItemAssignmentConfig } from './assignmentTypes';
import type { RelatedListConfig, RowsTableConfig } from './tableTypes';
import type { TextKey } from './textKey';
import type { CustomFormModeKey } from './generated/customPartKeys';

// The custom form modes a screen config may name (`kind: 'panel'`): what a generic form cannot
// serve; the keys of src/panels/registry.ts, which gives each its component.
export type { CustomFormModeKey };

/** Built-in form modes; custom panels use any other key. */
export type FormModeKey = 'create' | 'edit' | 'show' | 'delete' | 'changepassword' | 'assign' | 'attribute' | (string & {});

/**
 * What a form's own save and a second step both say of the call they make: which call, the body
 * fields read by dotted path, and the check before any call.
 */
interface CallConfig extends Partial<OneCall & Checked> {
  /**
   * body fields read by dotted path from the sources: a form's `values`, `record`, `session` and
   * `defaults` (a field the platform takes under two names), a step's (below, where an entry
   * may fill a path parameter instead); or fixed, written as JSON Schema writes a fixed value
   * (`{ const: 'add' }`); or read the same way for the validator only (`{ check: 'tables.x' }`):
   * checked beside the body, never sent
   */
  from?: Readonly<
    Record<
      string,
      | string
      | {
          /** @kept the platform's relationship call wants a fixed action ('add') beside a new SISL user's id */
          const: unknown;
        }
      | { check: string }
    >
  >;
}

/**
 * A call made once the form's own save has succeeded (a second save step). Its `from` entries
 * fill its call: one named as a `:param` of the call's path fills that parameter (and is not
 * sent), the others are the body; a named `step` is given them all. They are read by dotted
 * path from the step's sources: `saved` (the save call's
 * answer), `savedId`, `record` (the record edited), `values` (the form's values), `tables`
 * (their rows as sent), `defaults` (the form's defaults), `session` (the signed-in user, e.g.
 * 'session.account_group_ids.0'), and, for checks, `choices.<field>` (the chosen option's row of
 * a field's `choices`) and `calls.<endpoint>` (the answer of one of the screen's GET calls).
 */
export interface NextCallConfig extends CallConfig {
  step?: SaveStepName;
  /**
   * When the step fails: 'close' (the default: the form closes as saved and says what failed)
   * or 'stay' (the form stays open with the message; saving again updates the record just made).
   * @kept a transformation stays open when its mappings fail to save, so they are not lost
   */
  onFailure?: 'close' | 'stay';
}

/**
 * Where a form field's starting value comes from when the form's fields are not the record's
 * (a form `schema` of the save call's names), or not in the record's shape: a record field (the
 * form field's own name without `field`; a field the record does not hold then stays absent),
 * read through a named codec (schemas/rules/codecs.ts) that also gives the body its value.
 * `failure`: the i18n prefix of the banner when the stored value cannot be read (the form starts
 * from the codec's empty value).
 */
export type FromRecordConfig =
  | string
  | {
      /**
       * the record field read, where its name is not the form field's
       * @kept an API link's save call names its fields otherwise than its stored record does (disabled_ind, authentication_detail)
       */
      field?: string;
      /** the named codec reading the stored value and giving the body its own (the input's `unreadable` text when it cannot) */
      codec?: CodecName;
    };

export interface FormConfig extends CallConfig, Partial<Described> {
  /** the assignment sections of the form, each under the record's read-only `fields` (their texts under `<screen>.<section>`) */
  assign?: {
    /** tags and a picker of the accounts not yet assigned */
    accounts?: AccountAssignmentConfig;
    /**
     * the record's IP ranges per application, drawn by the account groups' own panel (the requirements)
     * @kept the account groups' IP ranges per application (the requirements), drawn by their own panel
     */
    ipRanges?: IpRangeAssignmentConfig;
    /**
     * item sections (`sections`), by the lower-cased value of the record's field `by`: the record
     * gets the one its value names (any case); where none applies, the form says the text
     * `<screen>.items.none` (the record's fields interpolate; a vendor attaches short codes or
     * email domains by its type)
     * @kept a vendor is assigned short codes or email domains, as its type says
     */
    items?: {
      /** @kept the vendor's type (VendorTypeCode) names its item section */
      by: string;
      /** @kept the vendor's item sections, short codes for SMS and email domains for EMAIL */
      sections: Readonly<Record<string, ItemAssignmentConfig>>;
    };
  };
  /**
   * kind of form: generated fields, a delete confirmation, a custom panel, an action that
   * needs no form (clone: the row button makes the call at once, then reloads the list), or an
   * assignment (the record's `fields` read-only, then its `assign` sections, Done)
   */
  kind: 'fields' | 'confirm' | 'panel' | 'action' | 'assignment';
  /** each form field read from the record otherwise than as it is (see FromRecordConfig): the save call's fields, a number edited as text */
  fromRecord?: Readonly<Record<string, FromRecordConfig>>;
  /**
   * schema properties shown, in order (kind 'fields'); in a view (every field read-only) a list
   * shows as a line of its entries (texts under `<screen>.details.<field>`)
   */
  fields?: readonly string[];
  /** fields shown read-only */
  readOnly?: readonly string[];
  /** key of the custom form mode (kind 'panel'); src/panels/registry.ts gives each its component */
  panel?: CustomFormModeKey;
  /** read-only lists loaded under a view's lines */
  related?: readonly RelatedListConfig[];
  /** arrays of objects the form edits as tables, by the form field holding the rows */
  tables?: Readonly<Record<string, RowsTableConfig>>;
  /**
   * the whole form is read-only (inputs disabled) under this banner while the record's `field` is
   * true, or, with `endpoint`, that field of the call's answer. The call is read afresh with the
   * record's id before the form shows (an in-use check another call answers); its texts sit under
   * `<screen>.loads.<field>` (language/screenTexts.ts).
   */
  lock?: {
    field: string;
    banner: TextKey;
    /** @kept an API link's in-use state is answered by a call of its own, not with the record */
    endpoint?: string;
  };
  /** values merged into a new record before it is sent (seed defaults) */
  defaults?: Record<string, unknown>;
  /**
   * Record fields sent unchanged beside the edited ones (an upsert's id). With `carry`, the body
   * holds the shown fields that are not read-only, these and the defaults, nothing else.
   */
  carry?: readonly string[];
  /**
   * the call's name of each form field it sends (record ShortCode, body short_code): a field it
   * does not name is not sent (a choice a second save step reads)
   * @kept the platform's short code calls name its fields otherwise than its records (ShortCode, short_code)
   */
  bodyNames?: Readonly<Record<string, string>>;
  /** text values are sent trimmed */
  trim?: boolean;
  /** calls made after the save succeeds, in order (the create answer's id feeds them) */
  next?: NextCallConfig | readonly NextCallConfig[];
  /**
   * the dialog's size where react-admin's (md) does not serve: 'fullScreen' (editors) or a width as
   * a CSS length, e.g. '90%' (Required: the dashboard editor)
   */
  size?: 'fullScreen' | (string & {});
}
