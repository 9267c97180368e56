// The data file stays json-server's plain JSON with the journal beside it: after writes and a
// fold, json-server's own router, given the file, serves the same records as the store.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonServer from 'json-server';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FILE, openStore } from '../store';

const dir = mkdtempSync(join(tmpdir(), 'slink-plain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the data file', () => {
  it('is plain JSON that json-server serves, the journal folded into it on close', async () => {
    const store = await openStore(dir, undefined, { foldChanges: 1e9 });
    store.data.accountGroups.push({ id: 500, account_group_name: 'Plain Group', created_date_time: 'now', account_ids: [] });
    await store.commit();
    store.data.users[0].city = 'Plain City';
    await store.commit([store.data.users[0]]);
    await store.close();
    const file = join(dir, DATA_FILE);
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(Object.keys(store.data).sort());

    const app = jsonServer.create();
    app.use(jsonServer.router(file));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const groups = (await (await fetch(`${url}/accountGroups`)).json()) as unknown[];
      expect(groups).toEqual(JSON.parse(JSON.stringify(store.data.accountGroups)));
      const user = (await (await fetch(`${url}/users/${store.data.users[0].id}`)).json()) as { city: string };
      expect(user.city).toBe('Plain City');
    } finally {
      server.close();
    }
  });
});
