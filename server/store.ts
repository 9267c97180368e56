// The platform's data: one JSON document in memory, persisted to one file in the data folder,
// json-server's plain JSON. Each commit appends what changed to a journal beside it and syncs it
// (server/journal/journal.ts); every caller of commit() waits until its change is on disk. The
// journal is folded into the file atomically, in the background, at start and on close.
import { existsSync, mkdirSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeStaleTemps } from './atomicWrite';
import { carryIdMarks, readIdMarks } from './idMarks';
import { segmentOf } from './journal/fold';
import { openJournal, type JournalOptions } from './journal/journal';
import { COLLECTIONS, type Data } from './types';

export const DATA_FILE = 'platform.json';
export const DEFAULT_FIXTURES = fileURLToPath(new URL('../fixtures', import.meta.url));

export interface Store {
  /** the live document; routes mutate it in place, then call commit() */
  data: Data;
  file: string;
  /**
   * Stores every change made since the last commit. Records added to, removed from or replaced
   * in a collection are found by the store; a record changed in place (a field set, a list inside
   * it changed) must be named in `changed`. Resolves once the change is on disk.
   */
  commit(changed?: Iterable<object>): Promise<void>;
  /**
   * replaces the whole document (demo reset) and saves it; the ids handed out stay handed out,
   * and the rules given to keep() are applied to it
   */
  replace(fresh: Data): Promise<void>;
  /**
   * Keeps something true of every document the store holds that the data files need not say
   * (records made before it was kept): applied now, its changes committed, and to each
   * replacement, given the document it replaces. A rule changes the data in place and answers
   * the records (or whole collections) it changed in place.
   */
  keep(rule: KeptRule): Promise<void>;
  /** folds the journal into the data file; the store takes no commit after it */
  close(): Promise<void>;
  /** listener called whenever a change is committed (before it is written) */
  onCommit(listener: () => void): void;
}

export type KeptRule = (before?: Data) => object[];

/** A collection's name as a fixture file gives it (fixtures/<collection>.json). */
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * Every collection the platform stores: the typed ones (server/types.ts), and any other that a
 * fixture file brings by its name, so a new screen's records need no edit here.
 */
const collectionsOf = (raw: Record<string, unknown>): string[] => [
  ...new Set([...COLLECTIONS, ...Object.keys(raw).filter((key) => key !== 'meta' && COLLECTION_NAME.test(key))]),
];

/** The collections fixtures hold, without reading them: a folder's files, or the typed ones. */
const fixtureCollections = (source: string): string[] => {
  if (!statSync(source).isDirectory()) return [...COLLECTIONS];
  const named = readdirSync(source)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((key) => COLLECTION_NAME.test(key));
  return [...new Set([...COLLECTIONS, ...named])];
};

/** Reads fixtures: a folder of `<collection>.json` files, or one JSON file holding them all. */
export const loadFixtures = (source: string = DEFAULT_FIXTURES): Data => {
  const raw: Record<string, unknown> = {};
  if (statSync(source).isDirectory()) {
    for (const file of readdirSync(source)) {
      const key = file.replace(/\.json$/, '');
      if (file.endsWith('.json') && COLLECTION_NAME.test(key)) raw[key] = JSON.parse(readFileSync(join(source, file), 'utf8'));
    }
  } else {
    Object.assign(raw, JSON.parse(readFileSync(source, 'utf8')));
  }
  return normalise(raw, source);
};

const normalise = (raw: Record<string, unknown>, source: string): Data => {
  const data = {} as Record<string, unknown>;
  for (const key of collectionsOf(raw)) {
    const value = raw[key];
    if (value !== undefined && !Array.isArray(value)) throw new Error(`Fixture ${key} in ${source} must be an array`);
    data[key] = value ?? [];
  }
  const meta = (raw.meta ?? {}) as Partial<Data['meta']>;
  data.meta = {
    seeded_at: meta.seeded_at ?? new Date().toISOString(),
    seeded_from: meta.seeded_from ?? source,
    cache_refreshed_at: meta.cache_refreshed_at ?? null,
    ...(meta.ids_handed_out === undefined ? {} : { ids_handed_out: readIdMarks(meta.ids_handed_out) }),
  };
  return data as unknown as Data;
};

export const openStore = async (dataDir: string, fixtures: string = DEFAULT_FIXTURES, options: JournalOptions = {}): Promise<Store> => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATA_FILE);
  await removeStaleTemps(file);
  let data: Data;
  const opened = { segment: undefined as number | undefined, bytes: 0, mustWrite: true };
  if (existsSync(file)) {
    let raw: Record<string, unknown>;
    try {
      const text = await readFile(file, 'utf8');
      raw = JSON.parse(text) as Record<string, unknown>;
      data = normalise(raw, file);
      Object.assign(opened, { segment: segmentOf(raw), bytes: Buffer.byteLength(text), mustWrite: false });
    } catch (error) {
      throw new Error(`The data file ${file} cannot be read (${(error as Error).message}); run npm run demo:reset`, { cause: error });
    }
    // A data file from an older version lacks the collections added since: those (and only
    // those) start from the fixtures, so new screens have their demo data and nothing kept is touched.
    const missing = fixtureCollections(fixtures).filter((key) => !(key in raw));
    if (missing.length > 0) {
      const seed = loadFixtures(fixtures) as unknown as Record<string, unknown>;
      for (const key of missing) (data as unknown as Record<string, unknown>)[key] = seed[key] ?? [];
      opened.mustWrite = true;
    }
  } else {
    data = loadFixtures(fixtures);
  }
  const journal = await openJournal(file, data as unknown as Record<string, unknown>, opened, options);

  const listeners: (() => void)[] = [];
  const rules: KeptRule[] = [];
  const store: Store = {
    data,
    file,
    commit(changed = []) {
      for (const listener of listeners) listener();
      return journal.commit(changed);
    },
    async replace(fresh) {
      const before = { ...store.data };
      carryIdMarks(before.meta, fresh.meta);
      // Mutate in place: json-server's router holds a reference to this object.
      for (const key of Object.keys(store.data)) delete (store.data as unknown as Record<string, unknown>)[key];
      Object.assign(store.data, fresh);
      for (const rule of rules) rule(before);
      for (const listener of listeners) listener();
      // Every record is new: the whole file is the smaller record of that.
      await journal.writeWhole();
    },
    async keep(rule) {
      rules.push(rule);
      const changed = rule();
      if (changed.length > 0) await store.commit(changed);
    },
    close: () => journal.close(),
    onCommit(listener) {
      listeners.push(listener);
    },
  };
  return store;
};

/** Next numeric id of a collection (max + 1). */
export const nextId = <T>(items: readonly T[], key: keyof T, floor = 1): number => {
  let max = floor - 1;
  for (const item of items) {
    const value = Number(item[key]);
    if (value > max) max = value;
  }
  return max + 1;
};
