// How a screen's records relate to other collections, for the demo platform's record keeping
// (part of RecordKeeping, language/recordTypes.ts): the calls a declaration serves, the record
// a row belongs to, references, links, child rows, attached rows, accounts, and the deletes such
// relations refuse.
import type { ValidatorName } from '../schemas/validators';

export interface RecordRelations {
  /**
   * Which of the table's calls serve list, get, create, update, delete and clone ({ call: table
   * key }); only these when given (the rows of another collection a screen shows beside its
   * own), the keys of the same names without it. A call's path names its row by its last
   * parameter; a list or create path's `:id`, or an earlier `:id`, names the `owner`.
   */
  calls?: Readonly<Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'clone', string>>>;
  /**
   * Each row belongs to a record of another collection (the first of `in` that has it), whose id
   * it keeps in `key` (answered with the fields): named by the path's `:id` (or `param`; 404 when none has it;
   * a list then answers that record's rows only, a delete finds only its rows), or else by the
   * create body's `key` (400 `unknown`, %{value}, when none has it).
   */
  owner?: { key: string; in: readonly string[]; id: string; unknown?: string; notFound?: string; param?: string };
  /**
   * Fields that must name a record of another collection (400 `unknown`, %{value} the text sent;
   * in any letter case when `anyCase`); the field keeps that record's id as stored there. With
   * `list`, the field holds a list of links to such records, `[{ <key>: id }]`: each id must name
   * one (400 `unknown`, %{id}); not a list is 400 `notAList`; a create without it starts empty,
   * an update without it keeps the stored list.
   */
  references?: readonly {
    field: string;
    to: { collection: string; id: string };
    unknown: string;
    anyCase?: boolean;
    list?: { key: string; notAList: string };
  }[];
  /**
   * The list is answered in groups of rows sharing the `by` fields (first seen first): each
   * group carries those fields and its rows, without them, under `into`.
   * @kept the platform answers the IP ranges grouped by account group and application
   */
  grouped?: { by: readonly string[]; into: string };
  /**
   * The rows are attached to their `owner` and detached again rather than made and deleted: the
   * table's `add` and `remove` calls (the owner's `:id`, the row last) set and clear the row's
   * owner key. An attach passes `validator` (the row's id), needs the owner's `ownerMust.field`
   * to be `ownerMust.is` (any letter case; 400 `message`) and a free row (409); a detach needs
   * the owner's row (404 `notAttached`). Each stamps the owner with `touches`. The `free` call
   * lists the rows of no owner, in `order`, as `freeListed` names them (the id among them).
   * `added` and `removed` are the answers' messages (an attach's with the row as listed).
   * @kept the platform attaches short codes and email domains to a vendor and frees them again
   */
  attach?: {
    add: string;
    remove: string;
    free?: string;
    freeListed?: readonly string[];
    order?: string;
    validator: ValidatorName;
    ownerMust?: { field: string; is: string; message: string };
    touches?: Readonly<Record<string, 'now'>>;
    added: string;
    removed: string;
    notAttached: string;
  };
  /**
   * Lists of rows kept inside each record, read whole at the table's `read` call and replaced
   * whole at its `save` call (paths naming the record `:id`). The save body's list passes
   * `validator` together with the stored record's `context` fields; a row's `id` 0 (or none) is a
   * new row, numbered in one sequence across every record, any other id must be one of the
   * record's own (400 `notOwn`, `repeated` when listed twice; %{id}); rows keep `fields` as sent
   * (`numbers` as numbers, `trimmed` as trimmed text). `collections` gives the validator whole
   * collections too ({ name: collection }). Rows kept `in` a collection of their own name the
   * record in `key` (and are answered with the `derived` lookups); a delete removes them.
   * A clone copies the rows under new ids.
   */
  children?: readonly {
    field: string;
    id: string;
    fields: readonly string[];
    numbers?: readonly string[];
    trimmed?: readonly string[];
    read?: string;
    save?: string;
    validator: ValidatorName;
    context?: readonly string[];
    collections?: Readonly<Record<string, string>>;
    in?: { collection: string; key: string };
    derived?: Readonly<Record<string, { lookup: string; in: string; by: string; take: string; missing?: string }>>;
    notOwn: string;
    repeated: string;
  }[];
  /**
   * The record's accounts, kept in `account_ids` and answered as `accounts_assigned` (unless
   * `inAnswer` is false: a derived field may give them), listed at the table's `list` call
   * (`accounts` without it; false: no list call), one assignment read at its `read` call, and
   * assigned at `assignAccount` and `unassignAccount` when the table has them (paths naming `:id`
   * and `:accountId`).
   * `kind` names the record in the answers ('<kind> account <id> successfully added'), unless
   * `added` and `removed` give other texts (%{account_id}); `named` answers the account's name
   * too; `names` makes the read and add answers name the account and these record fields
   * ({ answer field: record field }) and the remove answer its message alone. An assignment
   * passes `validator` (`accountPick` without it) with the account id, the record's id as
   * `idAs` and the accounts it has as `assigned_count`.
   */
  accounts?: {
    kind: string;
    list?: string | false;
    read?: string;
    inAnswer?: false;
    added?: string;
    removed?: string;
    named?: boolean;
    names?: Readonly<Record<string, string>>;
    validator?: { name: ValidatorName; idAs: string };
  };
  /**
   * When a delete is refused, checked in this order: `forCaller`, the record is the caller's own
   * login (400 with this message); `whileLinked`, the record is linked to another (its `field`
   * holds the other's id: 409 `message`, %{field} of the record and %{name} of the other);
   * `whileUsed`, rows of another collection name the record in `by` (409 `one` or `many`, as they
   * are one or more, %{field} of the record and %{count} of the rows).
   */
  deleteRefused?: {
    forCaller?: string;
    whileLinked?: { field: string; to: { collection: string; id: string; name: string }; message: string };
    whileUsed?: { collection: string; by: string; one: string; many: string };
  };
  /**
   * The rows of other collections whose `key` holds the record's id, which its delete deletes too,
   * or with `free` frees (their `key` set to null).
   */
  deletesWith?: readonly { collection: string; key: string; free?: boolean }[];
}
