// How the demo platform keeps a screen's records for its plain calls: list, create, update,
// delete and the accounts of a record. A screen config declares it as its `records` export; the
// platform finds it by convention (server/recordFiles.ts) and answers the calls of the screen's
// endpoint table from it (server/records/records.ts). Only the platform imports `records`, so the
// console's bundle leaves it out (its build drops exports nobody imports).
import type { RecordCodecName } from './recordCodecNames';
import type { ValidatorName } from '../schemas/validators';
import type { RecordCallers } from './recordCallerTypes';
import type { RecordRelations } from './recordRelationTypes';
import type { ResourceConfig } from './types';

/** Stamped fields: the time or the caller. */
export type Stamps = Readonly<Record<string, 'now' | 'caller'>>;

export interface RecordKeeping extends RecordRelations, RecordCallers {
  /**
   * the screen whose endpoint table (the keys of language/recordCalls.ts: list, get, create, update,
   * delete, clone and the account calls; a record's path names it `:id`) and id field the calls follow
   */
  screen: ResourceConfig;
  /** the stored collection, as the fixture file names it (fixtures/<collection>.json) */
  collection: string;
  /** the stored rows' id field (the screen's idField without it) */
  id?: string;
  /**
   * the name the answers give the id (the id field's own without it)
   * @kept the platform answers a vendor's email domains' ids as EmailDomainId, stored otherwise
   */
  idAs?: string;
  /** the schema of the stored fields (the screen's without it): defaults and maximum lengths */
  schema?: ResourceConfig['schema'];
  /** fields the create and update bodies send under another name ({ stored field: body field }) */
  bodyNames?: Readonly<Record<string, string>>;
  /** a create's answer also carries this message (%{field} reads the new record) */
  added?: string;
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
   * makes one; where the call's path has a parameter of that name, the path names the record
   * and 0 makes one (404 first).
   * Answered 201 with `added` or 200 with `updated` (the record's fields and the message).
   */
  upsert?: {
    call: string;
    id: string;
  };
  /**
   * Fields a body sends and answers give in a form of their own: a named codec of
   * server/records/recordCodecs.ts keeps what the body sent (400 when it names what is not there; after
   * the unique check) and gives the answer fields it names.
   */
  codecs?: Readonly<Record<string, RecordCodecName>>;
  /** an update's message besides the record, %{field} reading it (an upsert's) */
  updated?: string;
  /** fields stored as numbers (the text sent, as a number; true or false as 1 or 0) */
  numbers?: readonly string[];
  /** an update body may name the record's id in `field`: another id is 400 `message` */
  bodyId?: { field: string; message: string };
  /**
   * the fields a create or update sets (as trimmed text unless another word says otherwise:
   * links, references, numbers, flags, text as written; or the schema: a number, a yes/no or a
   * list of choices as it types them); answers carry the id and these
   */
  fields: readonly string[];
  /**
   * what a list row answers besides the id (stored, stamped or derived fields, `accounts_assigned`),
   * leaving out what only the record's own read needs; the whole answer without it
   */
  listed?: readonly string[];
  /**
   * fields set to the time (`now`, ISO text) or the caller's login id (`caller`): `made` when a
   * record is made, `saved` at every save, the first included (a modification time, who saved
   * last); answered with the fields
   */
  stamps?: { made?: Stamps; saved?: Stamps };
  /** the field the list is answered in order of (by its text); stored order without it */
  order?: string;
  /**
   * Fields no two records share, together: a repeat answers 409 Conflict. Compared without
   * letter case unless `caseSensitive`.
   */
  unique?: readonly {
    fields: readonly string[];
    caseSensitive?: boolean;
  }[];
  /** stored fields a new record starts with, besides its fields */
  starts?: Readonly<Record<string, unknown>>;
  /**
   * The table's `clone` call: a copy of a record the caller's view shows, under a new id (from
   * `ids`) with `starts` (and the view's) applied, named by the first of `names` no record has
   * (`names[0]`, then `names[1]` with %{n} from 2; %{name} is the original's name, cut to keep
   * within its schema's maxLength); answered 201 as a create is.
   */
  clone?: {
    name: string;
    /** e.g. ['%{name} (copy)', '%{name} (copy %{n})'] */
    names: readonly [string, string];
  };
  /**
   * answer fields worked out from a stored list: how many entries (`count`), whether it has any
   * (`any`), a stored field, under its own name or another (`stored`: one
   * `starts`, a view or the hook sets, the id under a second name), a field of the
   * record of another collection (`in`) whose `by` field equals this one's `lookup` field (`take`; `missing`, or the looked-up value as text, when
   * none has it), how many rows of other collections (`countIn`) name the record in `by`
   */
  derived?: Readonly<
    Record<
      string,
      | { count: string }
      | { any: string }
      | { stored: string }
      | { lookup: string; in: string; by: string; take: string; missing?: string }
      | { countIn: string | readonly string[]; by: string }
    >
  >;
  /**
   * While this stored list has entries the record cannot change: its update, delete and child
   * list saves answer 409 with `message` (reads, clones and accounts stay open).
   */
  lockedWhile?: { any: string; message: string };
  /** the 404 text for an id that names no record (the platform's plain 'Not Found' without it) */
  notFound?: string;
  /** the delete answer's message; %{field} reads the deleted record (needed when the table has a delete call) */
  deleted?: string;
}

export const defineRecords = (records: RecordKeeping): RecordKeeping => records;

/** The stored rows' id field: the declaration's `id`, or its screen's id field. */
export const recordIdOf = (keeping: RecordKeeping): string => keeping.id ?? keeping.screen.idField;
