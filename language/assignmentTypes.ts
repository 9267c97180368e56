// Assignment sections of a form mode, declared in the screen config (the form's `assign`): accounts (tags + picker of
// the accounts not yet assigned), IP ranges (tags + application picker + octet inputs), and other
// items (vendor short codes and email domains). The engine reads every call from these, and their
// texts by convention (language/screenTexts.ts).
import type { Checked, Identified } from './answerTypes';

/**
 * What every tags-plus-picker section names, accounts, IP ranges or other items: what the record
 * has, what the picker offers, the calls that add and remove one, and the check before adding. Its
 * texts sit under the screen's name by the section's (language/screenTexts.ts).
 */
interface PickerSection extends Checked {
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
}

/**
 * Accounts assigned to a record, as tags with an x, plus a picker of the accounts not yet
 * assigned (account groups, API links, transformations, channel items, templates). Every
 * call is named here, so the engine section stays free of any one screen; the `assigned` call
 * answers the accounts, or a record holding them that the screen's panel reads (account groups).
 */
export type AccountAssignmentConfig = PickerSection;

/**
 * IP ranges of a record per application, each removable, plus an application picker, start and
 * end addresses as octet dropdowns and an add button (Account Groups).
 * @kept the account groups' IP ranges per application (the requirements), drawn by their own panel
 */
export type IpRangeAssignmentConfig = PickerSection;

/**
 * Items other than accounts attached to a record (a vendor's short codes or email domains):
 * attached ones as removable tags, plus a picker of the free ones and an add button. Every
 * call is named here (src/engine/ItemAssignmentSection.tsx).
 * @kept a vendor's short codes and email domains, by its type; the section is general (src/engine/ItemAssignmentSection.tsx)
 */
export interface ItemAssignmentConfig extends PickerSection, Identified {
  /**
   * what the item's tag and picker show, its `field`; `allId` and `allField` name the id and that
   * field in the free items' answer (`all`), where that call names them otherwise
   */
  label: {
    /** @kept the item field a vendor's tags and picker show (ShortCode, EmailDomain) */
    field: string;
    /** @kept the free email domains' answer names the id email_domain_id, the vendor's EmailDomainId */
    allId?: string;
    /** @kept the free email domains' answer names the domain email_domain_url, the vendor's EmailDomain */
    allField?: string;
  };
}
