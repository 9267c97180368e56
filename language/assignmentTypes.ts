// Assignment sections of a form mode, declared in the screen config: accounts (tags + picker of
// the accounts not yet assigned), IP ranges (tags + application picker + octet inputs), and other
// items (vendor short codes and email domains). The engine reads every call and text from these.
import type { ValidatorName } from '../schemas/validators';
import type { AnswerField, Identified } from './answerTypes';
import type { TextKey } from './textKey';

/**
 * What every tags-plus-picker section names, accounts, IP ranges or other items: what the record
 * has, what the picker offers, the calls that add and remove one, the check before adding, and its texts.
 */
interface PickerSection {
  /** endpoint key answering what the record has (takes :id; or, for IP ranges, every record's range groups) */
  assigned: string;
  /**
   * endpoint key listing what the picker offers: every account (those assigned left out), the
   * items free to attach, or the applications of an IP range
   */
  all: string;
  /**
   * endpoint keys taking :id and the one picked (:accountId, :itemId); an IP range's `add` takes
   * the new range as its body, its `remove` takes :rangeId
   */
  add: string;
  remove: string;
  /**
   * validator name (shared/validation) run before adding, on `{ account_id, assigned_count }`,
   * `{ [idField]: picked id }` or the new IP range: its messages say "pick first" and any limit
   * (or "start after end"), so the console and the platform share them
   */
  validator: ValidatorName;
  /** i18n key of the heading (the count follows) */
  heading: TextKey;
  /** i18n key of the empty text */
  empty?: TextKey;
  /** i18n keys of the picker's label (an IP range's application) and of the add button */
  pickerLabel: TextKey;
  addLabel: TextKey;
  /** i18n keys of the success notices; the item's fields interpolate */
  added: TextKey;
  removed: TextKey;
  /** i18n keys of the failure prefixes (the server's message follows; an IP range's `addError` interpolates %{start} and %{end}) */
  addError: TextKey;
  removeError: TextKey;
  loadError: TextKey;
  /** i18n key of the failure prefix of the picker's list (`all`) */
  allError: TextKey;
}

/** A picker section whose record's entries show as tags of their own text. */
interface TaggedSection extends PickerSection {
  /** i18n key of each tag; the account's (or the range's) fields interpolate */
  tag: TextKey;
}

/**
 * Accounts assigned to a record, as tags with an x, plus a picker of the accounts not yet
 * assigned (account groups, API links, transformations, channel items, templates). Every
 * call and text is named here, so the engine section stays free of any one screen.
 */
export interface AccountAssignmentConfig extends TaggedSection, AnswerField {}

/**
 * IP ranges of a record per application, each removable, plus an application picker, start and
 * end addresses as octet dropdowns and an add button (Account Groups).
 * @kept the account groups' IP ranges per application (the requirements), drawn by their own panel
 */
export interface IpRangeAssignmentConfig extends TaggedSection {
  /** i18n keys of the add section's heading, the start and end addresses and each octet (%{label}, %{n}) */
  section: TextKey;
  startLabel: TextKey;
  endLabel: TextKey;
  octetLabel: TextKey;
}

/**
 * Items other than accounts attached to a record (a vendor's short codes or email domains):
 * attached ones as removable tags, plus a picker of the free ones and an add button. Every
 * call and text is named here (src/engine/ItemAssignmentSection.tsx).
 * @kept a vendor's short codes and email domains, by its type; the section is general (src/engine/ItemAssignmentSection.tsx)
 */
export interface ItemAssignmentConfig extends PickerSection, Identified {
  /** the field the item's tag and picker show */
  labelField: string;
  /** the same two fields in the free items' answer (`all`), where that call names them otherwise */
  allIdField?: string;
  allLabelField?: string;
  /** i18n key of the dialog's title while this is the record's section; the form's `title` otherwise */
  title?: TextKey;
}
