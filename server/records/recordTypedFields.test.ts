// The platform keeps a field as its schema types it, with no record word: a number as a number, a
// yes/no as true or false, a list of choices as a list; days and times as the text the schema's
// formats accept. Its answer passes the same validator, so saving it back changes nothing.
import { describe, expect, it, vi } from 'vitest';
import { CALL_BACK_WINDOW, WEEKDAY_EVENINGS, callBackWindowRecords } from '../../resources/__fixtures__/callBackWindows';
import { useRecordServer } from '../test/recordServer';

// The screen's validator, compiled from its schema by the build's ajv (it is no schema file's).
vi.mock('../../shared/validation/validate', async (original) => {
  const actual = await original<typeof import('../../shared/validation/validate')>();
  const { validateCallBackWindow } = await import('../../resources/__fixtures__/callBackWindows');
  return {
    ...actual,
    validate: (name: Parameters<typeof actual.validate>[0], data: unknown) =>
      name === CALL_BACK_WINDOW ? validateCallBackWindow(data) : actual.validate(name, data),
  };
});

const PATH = '/dialer-service/call-back-windows';

const WINDOW = WEEKDAY_EVENINGS;

describe('typed fields of a declaring screen', () => {
  const data: Record<string, unknown[]> = { callBackWindows: [] };
  const { call, commits } = useRecordServer([callBackWindowRecords], data);
  const stored = (id: unknown) => data.callBackWindows.find((r) => (r as { window_id: unknown }).window_id === id);

  it('stores and answers numbers, yes/no and lists as typed, takes its own answer back unchanged, refuses what the schema refuses', async () => {
    const made = await call('POST', PATH, WINDOW);
    expect(made.status).toBe(201);
    const id = made.body.window_id;
    expect(stored(id)).toEqual({ window_id: id, ...WINDOW });

    const read = await call('GET', `${PATH}/${id}`);
    expect(read.body).toEqual({ window_id: id, ...WINDOW });

    // The answer, sent back as it came: accepted, and nothing changes.
    const again = await call('PUT', `${PATH}/${id}`, read.body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ window_id: id, ...WINDOW });
    expect(stored(id)).toEqual({ window_id: id, ...WINDOW });

    // What the schema refuses is refused in its words, and nothing is stored.
    const before = commits();
    const refused = [
      [{ ...WINDOW, max_attempts: 11 }, 'Maximum Attempts must be a whole number from 1 to 10'],
      [{ ...WINDOW, max_attempts: '3' }, 'Maximum Attempts must be a whole number from 1 to 10'],
      [{ ...WINDOW, days: 'Tue,Thu' }, 'Days must be array'],
      [{ ...WINDOW, days: [] }, 'Choose at least one day'],
      [{ ...WINDOW, days: ['tue', 'tue'] }, 'Choose each day once'],
      [{ ...WINDOW, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] }, 'Choose at most 5 days'],
      [{ ...WINDOW, enabled: 'yes' }, 'Enabled must be boolean'],
      [{ ...WINDOW, start_time: '17:00' }, 'Start Time must match format "time"'],
      [{ ...WINDOW, starts_on: '2026-02-30' }, 'Start Date must match format "date"'],
    ] as const;
    for (const [body, message] of refused) expect(await call('POST', PATH, body)).toEqual({ status: 400, body: { message } });
    expect(await call('PUT', `${PATH}/${id}`, { ...WINDOW, max_attempts: 0 })).toEqual({ status: 400, body: { message: refused[0][1] } });
    expect(commits()).toBe(before);
    expect(stored(id)).toEqual({ window_id: id, ...WINDOW });
  });

  it('a blank number is null, a list left out empty, a yes/no left out false; on a change a yes/no left out stays', async () => {
    const made = await call('POST', PATH, { name: 'Bare', max_attempts: '', days: null });
    expect(made.status).toBe(201);
    const id = made.body.window_id;
    expect(stored(id)).toMatchObject({ name: 'Bare', max_attempts: null, days: [], enabled: false });

    await call('PUT', `${PATH}/${id}`, { name: 'Bare', max_attempts: 4, enabled: true });
    expect(stored(id)).toMatchObject({ max_attempts: 4, enabled: true });
    const cleared = await call('PUT', `${PATH}/${id}`, { name: 'Bare', max_attempts: null });
    expect(cleared.status).toBe(200);
    expect(stored(id)).toMatchObject({ max_attempts: null, enabled: true });
  });
});
