// How a screen's records relate to other collections, for the demo platform's record keeping
// (part of RecordKeeping, language/recordTypes.ts): the calls a declaration serves, the record
// a row belongs to, references, links, child rows, accounts, and the deletes such
// relations refuse.
import type { ValidatorName } from '../schemas/validators';
import type { RecordCall } from './recordCalls';

export interface RecordRelations {
  /**
   * Which of the table's calls serve list, get, create, update, delete and clone ({ call: table
   * key }); only these when given (the rows of another collection a screen shows beside its
   * own), the keys of the same names without it. A call's path names its row by its last
   * parameter, and the `owner` by its first (a list's or create's only one).
   */
  calls?: Readonly<Partial<Record<RecordCall, string>>>;
  /**
   * Each row belongs to a record of another collection (the first of `in` that has it), whose id
   * it keeps in `key` (answered with the fields): named by the path's first parameter, where that
   * is not the row's own (a list then answers that record's rows only, a delete finds only its
   * rows), or else by the create body's `key`. None has it: `notFound` (%{value}, the text
   * named), 404 for a path and 400 for a body.
   */
  owner?: {
    key: string;
    in: readonly string[];
    id: string;
    notFound?: string;
  };
  /**
   * Fields that must name a record of another collection (400 `unknown`, %{value} the text sent),
   * in any letter case, as `unique` compares codes; the field keeps that record's id as stored
   * there (a vendor's type sent as sms is kept as SMS).
   */
  references?: readonly {
    field: string;
    to: { collection: string; id: string };
    unknown: string;
  }[];
  /**
   * Lists of rows kept inside each record, read whole at the table's `read` call and replaced
   * whole at its `save` call (paths naming the record `:id`). The save body's list passes
   * `validator`, together with what the screen's hook adds (`childChecking`); a row's `id` 0 (or
   * none) is a new row, numbered in one sequence across every record, any other id must be one of
   * the record's own (400 `notOwn`, `repeated` when listed twice; %{id}); rows keep `fields` as
   * sent, or as the hook keeps them (`childKept`), and are answered with what the hook adds
   * (`childAnswer`). Rows kept `in` a collection of their own name the record in `key`; a delete
   * removes them.
   * A clone copies the rows under new ids.
   */
  children?: readonly {
    field: string;
    id: string;
    fields: readonly string[];
    read?: string;
    save?: string;
    validator: ValidatorName;
    /** @kept the platform keeps API link attributes in a collection of their own */
    in?: {
      /** @kept that collection (apiLinkAttributes) */
      collection: string;
      /** @kept the attribute's field naming its API link (api_link_id) */
      key: string;
    };
    notOwn: string;
    repeated: string;
  }[];
  /**
   * The record's accounts, kept in `account_ids` and answered as `accounts_assigned` (unless
   * `inAnswer` is false: a derived field may give them), listed at the table's `list` call
   * (`accounts` without it; false: no list call), one assignment read at its `read` call, and
   * assigned at `assignAccount` and `unassignAccount` when the table has them (paths naming `:id`
   * and `:accountId`).
   * `label` names the record in the answers ('<label> account <id> successfully added'), unless
   * `added` and `removed` give other texts (%{account_id}); `named` answers the account's name
   * too; `names` makes the read and add answers name the account and these record fields
   * ({ answer field: record field }) and the remove answer its message alone. An assignment
   * passes the validator of the screen's own accounts section (`accountPick` without one) with
   * the account id and the accounts the record has as `assigned_count`.
   */
  accounts?: {
    label: string;
    list?: string | false;
    /** @kept the platform answers one account group assignment at a call of its own */
    read?: string;
    inAnswer?: false;
    added?: string;
    removed?: string;
    /** @kept the platform names a transformation's accounts in its account answers */
    named?: boolean;
    /** @kept the platform's account group assignment answers name the group */
    names?: Readonly<Record<string, string>>;
  };
  /**
   * When a delete is refused: `whileLinked`, the record is linked to another (its `field` holds
   * the other's id: 409 `message`, %{field} of the record and %{name} of the other).
   */
  deleteRefused?: {
    whileLinked?: { field: string; to: { collection: string; id: string; name: string }; message: string };
  };
}
