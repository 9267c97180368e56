// The dashboard service over HTTP: every call, the shared validator's
// messages (400), the role check (403), unknown ids (404), duplicates (409); a refused call
// stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';

const BASE = '/dashboard-service/dashboards';
let p: TestPlatform;
let manager: Call;
let admin: Call;
beforeAll(async () => {
  p = await startPlatform();
  manager = caller(p.url, await signIn(p.url, 'engagement@example.com'));
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
});
afterAll(() => p.stop());

const list = async () => (await manager('GET', BASE)).body as Record<string, any>[];
const filters = (...entries: [number, string, number[]][]) =>
  JSON.stringify(
    entries.map(([account_id, account_name, ids]) => ({ account_id, account_name, programs: ids.map((program_id) => ({ program_id })) })),
  );

describe('reading dashboards', () => {
  it('lists the fixture dashboards with filters as JSON text and account ids', async () => {
    const rows = await list();
    expect(rows.map((d) => d.engagement_dashboard_name)).toContain('Riverside Outreach Overview');
    const riverside = rows.find((d) => d.engagement_dashboard_id === 1)!;
    expect(riverside.account_ids).toEqual([10001, 10002]);
    const parsed = JSON.parse(riverside.dashboard_filters);
    expect(parsed[0]).toMatchObject({ engagement_dashboard_id: 1, account_id: 10001, account_name: 'Riverside Regional Medical Center' });
    expect(parsed[0].programs[0]).toMatchObject({
      program_id: 2001,
      engagement_dashboard_filter_id: parsed[0].engagement_dashboard_filter_id,
    });
    expect(typeof parsed[0].programs[0].program_name).toBe('string');
  });

  it('answers one dashboard as a one-element array; 404 for an unknown id', async () => {
    const one = await manager('GET', `${BASE}/2`);
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(1);
    expect(one.body[0].engagement_dashboard_name).toBe('Mercy Valley Flu Season');
    expect(await manager('GET', `${BASE}/999`)).toMatchObject({ status: 404, body: { message: 'Dashboard not found' } });
    expect((await manager('GET', `${BASE}/abc`)).status).toBe(404);
  });

  it('answers the programs of an account, sorted by name; 404 for an unknown account', async () => {
    const { status, body } = await manager('GET', `${BASE}/accounts/10001/programs`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(body[0]).sort()).toEqual(['program_id', 'program_name', 'program_type']);
    expect(body.map((x: any) => x.program_name)).toEqual([...body.map((x: any) => x.program_name)].sort((a, b) => a.localeCompare(b)));
    expect((await manager('GET', `${BASE}/accounts/1/programs`)).status).toBe(404);
  });
});

describe('metrics', () => {
  it('answers today and all time, the same figures each time, rates from the counts', async () => {
    const today = await manager('GET', `${BASE}/1/metrics/today`);
    const again = await manager('GET', `${BASE}/1/metrics/today`);
    const all = await manager('GET', `${BASE}/1/metrics/alltime`);
    expect(today.status).toBe(200);
    expect(today.body).toEqual(again.body);
    expect(today.body.period).toBe('today');
    expect(all.body.period).toBe('alltime');
    expect(today.body.import_metrics.length).toBeGreaterThan(0);
    expect(today.body.call_program_metrics).toHaveLength(7); // 5 programs of 10001 + 2 of 10002
    expect(all.body.import_metrics).toEqual(today.body.import_metrics); // imports are always today's
    const [t, a] = [today.body.call_program_metrics[0], all.body.call_program_metrics[0]];
    expect(a.total_calls_made_cnt).toBeGreaterThanOrEqual(t.total_calls_made_cnt);
    for (const row of today.body.import_metrics) {
      expect(row.rows_reject_rate).toBe(Math.round((row.rows_reject / row.rows_received) * 10000) / 100);
      expect(row.rows_accept + row.rows_reject).toBe(row.rows_received);
    }
    for (const row of all.body.call_program_metrics) {
      expect(row.transfer_rate).toBe(
        row.total_calls_made_cnt ? Math.round((row.transfer_count / row.total_calls_made_cnt) * 10000) / 100 : 0,
      );
    }
    expect(today.body.import_metrics.some((r: any) => r.import_type === 'import_hl7_feed')).toBe(true);
  });

  it('refuses another period (400) and an unknown dashboard (404)', async () => {
    expect(await manager('GET', `${BASE}/1/metrics/yesterday`)).toMatchObject({
      status: 400,
      body: { message: 'The metrics period must be one of: today, alltime' },
    });
    expect((await manager('GET', `${BASE}/999/metrics/today`)).status).toBe(404);
  });
});

describe('saving', () => {
  it('refuses bad bodies with the required messages and stores nothing', async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: filters([10001, 'Riverside Regional Medical Center', [2001]]) }, 'Dashboard name cannot be blank'],
      [{ name: '   ', filters: '[]' }, 'Dashboard name cannot be blank'],
      [{ name: 'X' }, 'Must select at least one account for filter.'],
      [{ name: 'X', filters: '[]' }, 'Must select at least one account for filter.'],
      [
        {
          name: 'X',
          filters: filters([10001, 'Riverside Regional Medical Center', [2001]], [10002, 'Riverside Cardiology Associates', []]),
        },
        'Must select at least one program for filter - Riverside Cardiology Associates',
      ],
      [{ name: 'X', filters: 'not json' }, 'The dashboard filters must be a JSON list of accounts, each with a list of programs'],
      [{ name: 'X', filters: filters([1, 'Nobody', [2001]]) }, 'Account 1 does not exist'],
      [
        { name: 'X', filters: filters([10002, 'Riverside Cardiology Associates', [2001]]) },
        'Program 2001 is not a program of Riverside Cardiology Associates',
      ],
      [{ name: 'x'.repeat(256), filters: filters([10001, 'R', [2001]]) }, 'Name must be at most 255 characters'],
    ];
    for (const [body, message] of cases) expect(await manager('POST', `${BASE}/0`, body)).toMatchObject({ status: 400, body: { message } });
    expect(await list()).toEqual(before);
  });

  it('creates with id 0 (201), updates by id (200), refuses a duplicate name (409) and an unknown id (404)', async () => {
    const created = await manager('POST', `${BASE}/0`, {
      name: 'HTTP Test Board',
      filters: filters([10001, 'Riverside Regional Medical Center', [2001, 2002]]),
    });
    expect(created.status).toBe(201);
    const id = created.body.engagement_dashboard_id;
    expect(created.body).toMatchObject({ engagement_dashboard_name: 'HTTP Test Board', description: '', account_ids: [10001] });
    const updated = await manager('POST', `${BASE}/${id}`, {
      name: 'HTTP Test Board 2',
      description: 'Two accounts',
      filters: filters([10001, 'Riverside Regional Medical Center', [2003]], [10002, 'Riverside Cardiology Associates', [2006]]),
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { engagement_dashboard_id: id, description: 'Two accounts', account_ids: [10001, 10002] },
    });
    expect(JSON.parse(updated.body.dashboard_filters)[0].programs.map((x: any) => x.program_id)).toEqual([2003]);
    expect(updated.body.created_date_time).toBe(created.body.created_date_time);
    expect(
      await manager('POST', `${BASE}/0`, { name: 'riverside outreach overview', filters: filters([10001, 'R', [2001]]) }),
    ).toMatchObject({ status: 409, body: { message: 'Conflict' } });
    expect((await manager('POST', `${BASE}/999`, { name: 'Nope', filters: filters([10001, 'R', [2001]]) })).status).toBe(404);
  });
});

describe('clone and delete', () => {
  it('clones under a new unique name with the same filters', async () => {
    const first = await manager('POST', `${BASE}/3/clone`);
    const second = await manager('POST', `${BASE}/3/clone`);
    expect(first).toMatchObject({
      status: 201,
      body: { engagement_dashboard_name: 'Summit Chronic Care Calls - Copy', account_ids: [10201, 10206, 10207] },
    });
    expect(second.body.engagement_dashboard_name).toBe('Summit Chronic Care Calls - Copy 2');
    expect(first.body.engagement_dashboard_id).not.toBe(3);
    expect((await manager('POST', `${BASE}/999/clone`)).status).toBe(404);
  });

  it('deletes, then the dashboard is gone (404 after)', async () => {
    const [program] = (await manager('GET', `${BASE}/accounts/10101/programs`)).body;
    const created = await manager('POST', `${BASE}/0`, {
      name: 'To Delete',
      filters: filters([10101, 'Mercy Valley Hospital', [program.program_id]]),
    });
    expect(created.status).toBe(201);
    const id = created.body.engagement_dashboard_id;
    expect(await manager('DELETE', `${BASE}/${id}/delete`)).toMatchObject({
      status: 200,
      body: { message: 'Successfully deleted engagement dashboard' },
    });
    expect((await manager('GET', `${BASE}/${id}`)).status).toBe(404);
    expect((await manager('DELETE', `${BASE}/${id}/delete`)).status).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses every dashboard call to slink-sys-admin (403) and to no token (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/1`],
      ['GET', `${BASE}/1/metrics/today`],
      ['GET', `${BASE}/accounts/10001/programs`],
      ['POST', `${BASE}/1/clone`],
      ['POST', `${BASE}/0`, { name: 'X', filters: '[]' }],
      ['DELETE', `${BASE}/1/delete`],
    ];
    for (const [method, path, body] of calls) {
      expect((await admin(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await caller(p.url, null)(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await manager('GET', BASE)).status).toBe(200);
  });

  it('lets the engagement manager read the account list for the picker', async () => {
    expect((await manager('GET', '/auth/accounts')).status).toBe(200);
  });
});
