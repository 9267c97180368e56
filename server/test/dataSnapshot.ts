// What "nothing changed" means for a refused call: the data file on disk and the live document
// the routes mutate are both exactly as they were.
import { readFileSync } from 'node:fs';
import type { TestPlatform } from './harness';

export interface DataSnapshot {
  file: string;
  live: string;
}

export const dataSnapshot = async (p: TestPlatform): Promise<DataSnapshot> => {
  // Wait for any write still running, so the file is what the live document says.
  await p.platform.store.commit();
  return { file: readFileSync(p.platform.store.file, 'utf8'), live: JSON.stringify(p.platform.store.data) };
};
