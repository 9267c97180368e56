// What a screen's hand-written record keeping (its resources/<screen>.hooks.ts) may do, and what
// it is given: kept apart from the hooks themselves and from where the platform gives them to the
// engine (server/records/recordHooks.ts), so that a hook and the record router both read it
// without importing each other.
import type { Request, Router } from 'express';
import type { HttpMethod } from '../../language/types';
import type { ValidatorName } from '../../schemas/validators';
import type { Caller } from '../http';
import type { Data } from '../types';
import type { AnswerSchema, DeclaredAnswer } from '../contract/answerTypes';

type Row = Record<string, unknown>;

/** What the record router gives a hook: the stored data, a record a path names, its answer. */
export interface HookTools {
  /** the platform's data as stored now */
  data: () => Data;
  /** the record a path names by its last parameter, as the caller may see it (404 otherwise) */
  rowNamed: (req: Request, path: string, changing: boolean) => Row;
  /** the same, whichever owner holds it, or none (the declaration's `owner`) */
  rowOfAnyOwner: (req: Request, path: string) => Row;
  /** the owner the call's path names by its first parameter (404 when there is none) */
  ownerNamed: (req: Request) => unknown;
  /** the declaration's records as stored */
  rows: () => Row[];
  /** the record as answered */
  answer: (row: Row) => Row;
  /** the record as its list answers it */
  listed: (row: Row) => Row;
  /** one answer field of a record (a derived one worked out) */
  valueOf: (row: Row, field: string) => unknown;
  /** the path of a call of the screen's table, if declared with that method */
  pathOf: (key: string, method: HttpMethod) => string | undefined;
  /** the stamps every save sets */
  savedStamps: (who: Caller) => Row;
  /** stores every change, naming the records changed in place (server/store.ts) */
  commit: (changed?: readonly object[]) => Promise<void>;
}

/**
 * What a screen's hooks file (resources/<screen>.hooks.ts) exports as `hooks`: a hook for a
 * record declaration of the screen's file, by the collection the declaration keeps.
 */
export type ScreenHooks = Readonly<Record<string, RecordHook>>;

/** What a caller sees and makes of a declaration's records, where it is not every record (a hook's `view`). */
export interface HookView {
  /** whether the caller sees the record: any other is 404 to them on every call, and missing from their list */
  sees: (row: Row) => boolean;
  /** the validator their creates pass instead of the declaration's */
  validator?: ValidatorName;
  /** what the records they create or clone start with, besides the declaration's `starts` */
  starts?: Row;
}

export interface RecordHook {
  /**
   * a new record before it is stored: what the body gives besides the fields (400 or 403 first,
   * storing nothing); one that waits (a password hashed) has the unique fields checked again after
   */
  create?: (row: Row, body: Row, who: Caller, tools: HookTools) => void | Promise<void>;
  /**
   * an update's changes besides the fields, added to `changes` before the unique check and before
   * anything is stored: its 400, 403 or 409 comes before any clash with another record
   */
  update?: (row: Row, body: Row, who: Caller, changes: Row, tools: HookTools) => void;
  /**
   * what a save body's validator reads besides the body (a text parsed, another record's field);
   * an HttpError refuses the body before its validator runs
   */
  checking?: (body: Row, data: Data) => Row;
  /**
   * what the validator of the record's child list (`children`, by its `field`) reads besides the
   * rows sent: a field of the stored record, a whole collection
   */
  childChecking?: (record: Row, field: string, tools: HookTools) => Row;
  /** a row of the child list (by its `field`) as kept, from its fields as sent: a number kept as one, a name trimmed */
  childKept?: (row: Row, field: string) => Row;
  /** what a row of the child list (by its `field`) is answered with besides what is kept: a name looked up */
  childAnswer?: (row: Row, field: string, tools: HookTools) => Row;
  /** those fields, by the child list's `field`, for the contract document (server/contract/openapi.ts) */
  childAnswers?: Readonly<Record<string, Readonly<Record<string, AnswerSchema>>>>;
  /** before a record is deleted, after the declaration's own refusals: an HttpError refuses it, nothing deleted */
  deleting?: (row: Row, who: Caller, tools: HookTools) => void;
  /** after a record is deleted, what else its delete changes: the rows it changed in place (for the store's journal) */
  deleted?: (row: Row, tools: HookTools) => readonly object[] | void;
  /** the list call's answer from its rows, as listed and in order, where it is not the JSON array of them */
  listAnswer?: (rows: Row[]) => unknown;
  /** the read call's answer from the record as answered, where it is not the record itself */
  oneAnswer?: (record: Row) => unknown;
  /** the answer fields this hook gives */
  answers?: readonly string[];
  /** those fields for a stored record */
  answer?: (row: Row, tools: HookTools) => Row;
  /**
   * what this caller sees and makes of the records, judged on the caller as stored at the time of
   * the call; none: every record, as the declaration makes them
   */
  view?: (who: Caller) => HookView | undefined;
  /** calls of its own, at paths of the screen's table */
  routes?: (router: Router, tools: HookTools) => void;
  /** what those calls answer, by their table key, for the contract document (server/contract/openapi.ts) */
  routeAnswers?: Readonly<Record<string, DeclaredAnswer>>;
}
