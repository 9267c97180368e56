// Assignment sections of a form mode, declared in the screen config: accounts (tags + picker of
// the accounts not yet assigned), IP ranges (application + octet inputs), and other items
// (vendor short codes and email domains). The engine reads every call and text from these.
import type { ValidatorName } from '../schemas/validators';
import type { TextKey } from './textKey';

/**
 * What every tags-plus-picker section names, accounts or other items: what the record has, what
 * the picker offers, the calls that add and remove one, the check before adding, and its texts.
 */
interface PickerSection {
  /** endpoint key answering what the record has (takes :id) */
  assigned: string;
  /** endpoint key listing what the picker offers: every account (those assigned left out), or the items free to attach */
  all: string;
  /** endpoint keys taking :id and the one picked (:accountId, :itemId) */
  add: string;
  remove: string;
  /**
   * validator name (shared/validation) run before adding, on `{ account_id, assigned_count }` or
   * `{ [idField]: picked id }`: its messages say "pick first" and any limit, so the console and the
   * platform share them
   */
  validator: ValidatorName;
  /** i18n key of the heading (the count follows) */
  heading: TextKey;
  /** i18n key of the empty text */
  empty?: TextKey;
  /** i18n keys of the picker's label and of the add button */
  pickerLabel: TextKey;
  addLabel: TextKey;
  /** i18n keys of the success notices; the item's fields interpolate */
  added: TextKey;
  removed: TextKey;
  /** i18n keys of the failure prefixes (the server's message follows) */
  addError: TextKey;
  removeError: TextKey;
  loadError: TextKey;
  /** i18n key of the failure prefix of the picker's list (`all`) */
  allError: TextKey;
}

/**
 * Accounts assigned to a record, as tags with an x, plus a picker of the accounts not yet
 * assigned (account groups, API links, transformations, channel items, templates). Every
 * call and text is named here, so the engine section stays free of any one screen.
 */
export interface AccountAssignmentConfig extends PickerSection {
  /**
   * the field of the `assigned` answer that holds the accounts, where it is not the answer itself
   * @kept the platform answers an account group's accounts inside an object
   */
  field?: string;
  /** i18n key of each tag; the account's fields interpolate */
  tag: TextKey;
}

/**
 * IP ranges of a record per application, each removable, plus an application picker, start and
 * end addresses as octet dropdowns and an add button (Account Groups).
 * @kept the account groups' IP ranges per application (the requirements), drawn by their own panel
 */
export interface IpRangeAssignmentConfig {
  /** endpoint key listing every record's range groups (application_name, range_list) */
  list: string;
  /** endpoint key listing the applications of the picker */
  applications: string;
  /** endpoint key taking the new range as its body */
  add: string;
  /** endpoint key taking :rangeId */
  remove: string;
  /**
   * validator name (shared/validation) run on the body before adding; its messages are the
   * "pick an application" and "start after end" texts, shared with the platform
   */
  validator: ValidatorName;
  /** i18n keys of the list heading (the count follows), each tag (a range's fields interpolate) and the add section's heading */
  heading: TextKey;
  tag: TextKey;
  section: TextKey;
  /** i18n keys of the application picker, the start and end addresses, each octet (%{label}, %{n}) and the add button */
  applicationLabel: TextKey;
  startLabel: TextKey;
  endLabel: TextKey;
  octetLabel: TextKey;
  addLabel: TextKey;
  /** i18n keys of the success notices */
  added: TextKey;
  removed: TextKey;
  /** i18n keys of the failure prefixes; `addError` interpolates %{start} and %{end} */
  addError: TextKey;
  removeError: TextKey;
  loadError: TextKey;
  applicationsError: TextKey;
}

/**
 * Items other than accounts attached to a record (a vendor's short codes or email domains):
 * attached ones as removable tags, plus a picker of the free ones and an add button. Every
 * call and text is named here (src/engine/ItemAssignmentSection.tsx).
 * @kept a vendor's short codes and email domains, by its type; the section is general (src/engine/ItemAssignmentSection.tsx)
 */
export interface ItemAssignmentConfig extends PickerSection {
  /** the item's id field and the field its tag and picker show */
  idField: string;
  labelField: string;
  /** the same two fields in the free items' answer (`all`), where that call names them otherwise */
  allIdField?: string;
  allLabelField?: string;
  /** i18n key of the dialog's title while this is the record's section; the form's `title` otherwise */
  title?: TextKey;
}
