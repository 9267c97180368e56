// How the demo platform keeps a screen's records for its plain calls: list, create, update,
// delete and the accounts of a record. A screen config declares it as its `records` export; the
// platform finds it by convention (server/recordFiles.ts) and answers the calls of the screen's
// endpoint table from it (server/routes/records.ts). Only the platform imports `records`, so the
// console's bundle leaves it out (its build drops exports nobody imports).
import type { BodyParserName } from '../schemas/rules/bodyParsers';
import type { ValidatorName } from '../schemas/validators';
import type { ResourceConfig } from './types';

export interface RecordKeeping {
  /**
   * the screen whose endpoint table (list, get, create, update, delete, clone, accounts, assignAccount,
   * unassignAccount; a record's path names it `:id`) and id field the calls follow
   */
  screen: ResourceConfig;
  /** the stored collection, as the fixture file names it (fixtures/<collection>.json) */
  collection: string;
  /** the stored rows' id field (the screen's idField without it) */
  id?: string;
  /** the name the answers give the id (the id field's own without it) */
  idAs?: string;
  /** the schema of the stored fields (the screen's without it): defaults and maximum lengths */
  schema?: ResourceConfig['schema'];
  /**
   * Which of the table's calls serve list, get, create, update, delete and clone ({ call: table
   * key }); only these when given (the rows of another collection a screen shows beside its
   * own), the keys of the same names without it. A call's path names its row by its last
   * parameter; a list or create path's `:id`, or an earlier `:id`, names the `owner`.
   */
  calls?: Readonly<Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'clone', string>>>;
  /**
   * Each row belongs to a record of another collection (the first of `in` that has it), whose id
   * it keeps in `key` (answered with the fields): named by the path's `:id` (404 when none has it;
   * a list then answers that record's rows only, a delete finds only its rows), or else by the
   * create body's `key` (400 `unknown`, %{value}, when none has it).
   */
  owner?: { key: string; in: readonly string[]; id: string; unknown?: string; notFound?: string };
  /**
   * Fields that must name a record of another collection (400 `unknown`, %{value} the text sent);
   * the field keeps that record's id as stored there.
   */
  references?: readonly { field: string; to: { collection: string; id: string }; unknown: string }[];
  /** fields the create and update bodies send under another name ({ stored field: body field }) */
  bodyNames?: Readonly<Record<string, string>>;
  /** a create's answer also carries this message (%{field} reads the new record) */
  added?: string;
  /**
   * The list is answered in groups of rows sharing the `by` fields (first seen first): each
   * group carries those fields and its rows, without them, under `into`.
   */
  grouped?: { by: readonly string[]; into: string };
  /**
   * what a create or update body must pass (400 with its message, the console's own validator);
   * needed when the table has a save call
   */
  validator?: ValidatorName;
  /** what an update body must pass instead, when it differs */
  updateValidator?: ValidatorName;
  /**
   * One call both creates and updates (the table key `call`): a body whose `id` field is given
   * updates that record (404 when none has it; checked after the validator), a body without it
   * makes one. Answered 201 with `added` or 200 with `updated` (the record's fields and the
   * message).
   */
  upsert?: { call: string; id: string };
  /** an update's message besides the record, %{field} reading it (an upsert's) */
  updated?: string;
  /** fields an update cannot change: 400 `message` */
  fixed?: { fields: readonly string[]; message: string };
  /** fields stored as numbers (the text sent, as a number) */
  numbers?: readonly string[];
  /**
   * fields stored as 1 or 0 from a body's true or false under `from` (`inverted`: false is 1);
   * without it a new record has 0 and a stored one keeps its value
   */
  flags?: Readonly<Record<string, { from: string; inverted?: boolean }>>;
  /**
   * What the validator reads besides the body: a field's text parsed by a named parser
   * (schemas/rules/bodyParsers.ts; 400 `message` when it cannot), or a field of the record a
   * `references` field names (`take`; absent when none)
   */
  validatorGets?: Readonly<Record<string, { parse: BodyParserName; from: string; message: string } | { reference: string; take: string }>>;
  /** an update body may name the record's id in `field`: another id is 400 `message` */
  bodyId?: { field: string; message: string };
  /**
   * The rows are attached to their `owner` and detached again rather than made and deleted: the
   * table's `add` and `remove` calls (the owner's `:id`, the row last) set and clear the row's
   * owner key. An attach passes `validator` (the row's id), needs the owner's `ownerMust.field`
   * to be `ownerMust.is` (any letter case; 400 `message`) and a free row (409); a detach needs
   * the owner's row (404 `notAttached`). Each stamps the owner with `touches`. The `free` call
   * lists the rows of no owner, in `order`, as `freeListed` names them (the id among them).
   * `added` and `removed` are the answers' messages (an attach's with the row as listed).
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
  /** calls that read some fields of one record ({ table key, answer fields }; the id too) */
  reads?: readonly { call: string; fields: readonly string[] }[];
  /** the fields a create or update sets (as trimmed text, lists aside); answers carry the id and these */
  fields: readonly string[];
  /**
   * what a list row answers besides the id (stored, stamped or derived fields, `accounts_assigned`),
   * leaving out what only the record's own read needs; the whole answer without it
   */
  listed?: readonly string[];
  /**
   * fields set when a record is made (and at each update too when `stampsOn` is `save`): the
   * time (`now`, ISO text) or the caller's login id (`caller`); answered with the fields
   */
  stamps?: Readonly<Record<string, 'now' | 'caller'>>;
  stampsOn?: 'create' | 'save';
  /** fields stored as sent, not trimmed (a document's text); '' when not text */
  asWritten?: readonly string[];
  /** a create or clone answer also carries the new record's id under this name */
  createdIdAs?: string;
  /** the field the list is answered in order of (by its text); stored order without it */
  order?: string;
  /**
   * Fields no two records share, together: a repeat answers 409 Conflict. Compared without
   * letter case unless `caseSensitive`.
   */
  unique?: readonly { fields: readonly string[]; caseSensitive?: boolean }[];
  /**
   * Fields holding a list of links to another collection's records, `[{ <key>: id }]`: each id
   * must name a record there (400 `unknown`, %{id}); not a list is 400 `notAList`. A create
   * without it starts empty; an update without it keeps the stored list.
   */
  links?: readonly {
    field: string;
    key: string;
    to: { collection: string; id: string };
    notAList: string;
    unknown: string;
  }[];
  /** stored fields a new record starts with, besides its fields */
  starts?: Readonly<Record<string, unknown>>;
  /**
   * The table's `clone` call: a copy under a new id with `starts` applied, named after the
   * original with `prefix` before it and the first free suffix (`suffixes[0]`, then
   * `suffixes[1]` with %{n} from 2), the name cut to keep within its schema's maxLength;
   * answered 201 as a create is.
   */
  clone?: { name: string; prefix?: string; suffixes: readonly [string, string] };
  /**
   * answer fields worked out from a stored list: how many entries (`count`), whether it has any
   * (`any`), the accounts of a list of account ids (`accounts`: `[{ account_id, account_name }]`
   * in stored order, or by name), a stored field under another name (`stored`), a field of the record of another collection (`in`) whose `by` field
   * equals this one's `lookup` field (`take`; `missing`, or the looked-up value as text, when
   * none has it), or how many rows of another collection (`countIn`) name the record in `by`
   */
  derived?: Readonly<
    Record<
      string,
      | { count: string }
      | { any: string }
      | { accounts: string; byName?: boolean }
      | { stored: string }
      | { lookup: string; in: string; by: string; take: string; missing?: string }
      | { countIn: string; by: string }
    >
  >;
  /**
   * While this stored list has entries the record cannot change: its update, delete and child
   * list saves answer 409 with `message` (reads, clones and accounts stay open).
   */
  lockedWhile?: { any: string; message: string };
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
    read: string;
    save: string;
    validator: ValidatorName;
    context?: readonly string[];
    collections?: Readonly<Record<string, string>>;
    in?: { collection: string; key: string };
    derived?: Readonly<Record<string, { lookup: string; in: string; by: string; take: string; missing?: string }>>;
    notOwn: string;
    repeated: string;
  }[];
  /** the 404 text for an id that names no record (the platform's plain 'Not Found' without it) */
  notFound?: string;
  /** the delete answer's message; %{field} reads the deleted record (needed when the table has a delete call) */
  deleted?: string;
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
   * A record linked to another (its `field` holds the other's id) cannot be deleted: 409 with
   * `message`, %{field} of the record and %{name} of the other.
   */
  deleteRefusedWhileLinked?: { field: string; to: { collection: string; id: string; name: string }; message: string };
  /**
   * A record that rows of another collection name in `by` cannot be deleted: 409 with `one` or
   * `many` (as they are one or more), %{field} of the record and %{count} of the rows.
   */
  deleteRefusedWhileUsed?: { collection: string; by: string; one: string; many: string };
}

export const defineRecords = (records: RecordKeeping): RecordKeeping => records;
