// What every document the store holds keeps true of the declared records' ids, whatever made it
// (fixtures, a data file of an older version, the demo's reset): every id its rows hold counts as
// handed out (server/idMarks.ts), and every record of a declaration with a key (`ids.key`) has
// one. Over the demo's reset a record keeps its key when it is the same record as before (the same
// id and the same stamps of its making), so the fixtures' logins keep their tokens; any other gets
// a new one, so no token of a record gone stands for one brought back or made later.
import type { RecordKeeping } from '../../language/recordTypes';
import type { Context } from '../context';
import { newRecordKey } from '../idMarks';
import type { Data } from '../types';
import { RECORD_CODECS } from './recordCodecs';
import { recordKit, type Row } from './recordKit';

/** The records that had a key, by id. */
const keyedById = (rows: readonly Row[], idField: string, key: string) =>
  new Map(rows.filter((row) => typeof row[key] === 'string').map((row) => [row[idField], row]));

const sameMaking = (a: Row, b: Row, made: readonly string[]) => made.every((field) => a[field] === b[field]);

/** Keeps the declarations' ids (and keys) true of the store's data now and of every replacement. */
export const keepRecordIds = (ctx: Context, keepings: readonly RecordKeeping[]): Promise<void> =>
  ctx.store.keep((before?: Data) => {
    const changed: object[] = [];
    for (const keeping of keepings) {
      const kit = recordKit(ctx, keeping);
      kit.recordIds().note();
      for (const child of keeping.children ?? []) kit.childIds(child).note();
      for (const name of Object.values(keeping.codecs ?? {})) RECORD_CODECS[name].ids?.(kit.codecTools).note();
      const key = keeping.ids?.key;
      if (!key) continue;
      const made = Object.keys(keeping.stamps?.made ?? {});
      const earlier = (before as unknown as Record<string, Row[] | undefined> | undefined)?.[keeping.collection] ?? [];
      const had = keyedById(earlier, kit.idField, key);
      let given = false;
      for (const row of kit.rows()) {
        if (typeof row[key] === 'string') continue;
        const same = had.get(row[kit.idField]);
        row[key] = same && sameMaking(same, row, made) ? same[key] : newRecordKey();
        given = true;
      }
      // The whole collection is written as changed: at start, every login of an older data file gains one.
      if (given) changed.push(kit.rows());
    }
    return changed;
  });
