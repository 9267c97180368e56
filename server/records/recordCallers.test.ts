// The record router's words for records that depend on who calls or keep more than trimmed text,
// on a made-up screen: a role's view, a large list kept, partial updates, true/false fields, ids
// shared with another collection, a unique field, answered stored fields, the caller's own record
// and rows deleted with it; and a hook that keeps the field unique across the other collection
// too, capitals, a default and a hashed secret (waiting for the hash, so the unique check runs
// again after it), and answers a whole name.
import { describe, expect, it } from 'vitest';
import { defineRecords } from '../../language/recordTypes';
import { hashPassword, verifyPassword } from '../auth/password';
import { madeUpScreen } from '../test/madeUpScreen';
import { useRecordServer } from '../test/recordServer';
import { badRequest, conflict } from '../http';
import { giveHook } from './recordHooks';

const members = madeUpScreen(
  'members',
  'member_id',
  {
    list: 'GET /club/members',
    get: 'GET /club/members/:id',
    create: 'POST /club/members',
    update: 'POST /club/members/:id',
    delete: 'DELETE /club/members/:id',
    clone: 'POST /club/members/:id/clone',
    accounts: 'GET /club/members/:id/accounts',
  },
  { email: {}, first: {}, last: {}, state: {}, active: { title: 'Active' }, level: {} },
);
const keeping = defineRecords({
  screen: members,
  collection: 'members',
  // borrowed: the relationship call's validator, which needs an account group (or an application and a role)
  validator: 'relationship',
  fields: ['email', 'first', 'last', 'state', 'active', 'level'],
  partial: true,
  booleans: { active: true },
  numbers: ['level'],
  ids: { from: 500, across: ['guests'], also: ['id'] },
  unique: [{ fields: ['email'] }],
  starts: { kind: 'FULL' },
  derived: { id: { stored: 'id' }, kind: { stored: 'kind' } },
  listed: ['email', 'kind'],
  deleted: 'Gone: %{email}',
  clone: { name: 'last', names: ['%{name} (copy)', '%{name} (copy %{n})'] },
  accounts: { label: 'Member', inAnswer: false },
});

const inCapitals = (values: Record<string, unknown>) => {
  if (typeof values.state === 'string') values.state = values.state.toUpperCase();
};
/** 409 when a guest has the email, in any letter case (the members' own are the declaration's `unique`). */
const notAGuest = (email: unknown) => {
  if (data.guests.some((g) => g.email.toUpperCase() === String(email).toUpperCase())) throw conflict();
};
giveHook(keeping, {
  // a junior admin sees and makes junior members only, whose bodies another validator checks
  view: (who) =>
    who.role === 'junior-admin'
      ? { sees: (row) => row.kind === 'JUNIOR', validator: 'loginAttribute', starts: { kind: 'JUNIOR' } }
      : undefined,
  create: async (row, body) => {
    notAGuest(row.email);
    if (row.state === '') row.state = 'pa';
    inCapitals(row);
    const pin = [body.pin, body.old_pin].find((p) => typeof p === 'string' && p !== '') as string | undefined;
    row.pin_hash = pin ? await hashPassword(pin) : null;
  },
  update: (_row, _body, _who, changes) => {
    if (changes.email !== undefined) notAGuest(changes.email);
    inCapitals(changes);
  },
  answers: ['name'],
  answer: (row) => ({ name: [row.first, row.last].filter(Boolean).join(' ') }),
  deleting: (row, who) => {
    if (row.member_id === who.loginId) throw badRequest('Not your own membership');
  },
  deleted: (row) => {
    data.badges = data.badges.filter((b) => b.member_id !== row.member_id);
  },
});

// a member's cards, a large list kept for each member apart
const cards = defineRecords({
  screen: madeUpScreen('cards', 'card_id', { list: 'GET /club/members/:id/cards' }, { code: {} }),
  collection: 'cards',
  owner: { key: 'member_id', in: ['members'], id: 'member_id' },
  fields: ['code'],
});

const member = (id: number, kind: string) => ({
  member_id: id,
  id,
  email: `m${id}@club.example`,
  first: 'M',
  last: String(id),
  state: 'OH',
  active: true,
  level: 2,
  kind,
  account_ids: [7],
});
const data = {
  members: [member(42, 'FULL'), member(43, 'JUNIOR'), member(44, 'FULL')] as Record<string, unknown>[],
  guests: [{ member_id: 700, email: 'guest@club.example' }],
  accounts: [{ account_id: 7, account_name: 'Seven', organization_name: 'Org' }],
  cards: [] as Record<string, unknown>[],
  badges: [
    { id: 1, member_id: 44 },
    { id: 2, member_id: 43 },
  ],
};
const server = useRecordServer([keeping, cards], data);
const { answers } = server;
/** A call whose body names the account group the borrowed validator needs. */
const call = (method: string, path: string, body?: Record<string, unknown>, role?: string) =>
  server.call(method, path, body && { account_group_id: 1, ...body }, role);

describe('records that depend on who calls, or keep more than trimmed text', () => {
  it('makes a record: an id after both collections (under two names), defaults, capitals, true/false, a hashed secret never answered', async () => {
    const made = await call('POST', '/club/members', { email: ' new@club.example ', first: 'Ann', last: '', pin: 'Secret#1', level: '3' });
    expect(made).toEqual({
      status: 201,
      body: {
        member_id: 701,
        id: 701,
        email: 'new@club.example',
        first: 'Ann',
        last: '',
        state: 'PA',
        active: true,
        level: 3,
        kind: 'FULL',
        name: 'Ann',
      },
    });
    const stored = data.members.find((m) => m.member_id === 701)!;
    expect(await verifyPassword('Secret#1', stored.pin_hash as string)).toBe(true);
    expect((await call('POST', '/club/members', { email: 'none@club.example' })).status).toBe(201);
    expect(data.members.at(-1)).toMatchObject({ member_id: 702, pin_hash: null });
  });

  it('numbers a clone in the same sequence, under both names, from a record the caller sees', async () => {
    const copy = await call('POST', '/club/members/43/clone');
    expect(copy).toMatchObject({ status: 201, body: { member_id: 703, id: 703, last: '43 (copy)', kind: 'FULL' } });
    // a role's clone is of a record it sees, and starts in its view
    expect((await call('POST', '/club/members/44/clone', undefined, 'junior-admin')).status).toBe(404);
    const own = await call('POST', '/club/members/43/clone', undefined, 'junior-admin');
    expect(own).toMatchObject({ status: 201, body: { member_id: 704, last: '43 (copy 2)', kind: 'JUNIOR' } });
    data.members.splice(-2);
  });

  it('refuses an email another record of either collection has, in any letter case', async () => {
    expect(await call('POST', '/club/members', { email: 'GUEST@club.example' })).toEqual({ status: 409, body: { message: 'Conflict' } });
    expect((await call('POST', '/club/members', { email: 'M43@club.example' })).status).toBe(409);
    expect((await call('POST', '/club/members/44', { email: 'm43@club.example' })).status).toBe(409);
  });

  it('checks the email again after a hook that waited: of two creates at once with one email, one is refused', async () => {
    const twins = await Promise.all([1, 2].map(() => call('POST', '/club/members', { email: 'twin@club.example', pin: 'Secret#2' })));
    expect(twins.map((t) => t.status).sort()).toEqual([201, 409]);
    data.members.splice(
      data.members.findIndex((m) => m.email === 'twin@club.example'),
      1,
    );
  });

  it('updates only what the body gives, in capitals, a true/false field from 1 or 0 and refusing anything else', async () => {
    const changed = await call('POST', '/club/members/44', { state: 'ny', active: 0, level: true, first: null });
    expect(changed.body).toMatchObject({ email: 'm44@club.example', first: 'M', state: 'NY', active: false, level: 1, name: 'M 44' });
    expect(await call('POST', '/club/members/44', { active: 'yes' })).toEqual({
      status: 400,
      body: { message: 'Active must be true or false' },
    });
    // a cleared text field is cleared; the default is a new record's only
    expect((await call('POST', '/club/members/44', { state: '' })).body).toMatchObject({ state: '', active: false });
  });

  it('shows a role only the records of its view: listed, read and changed; its creates pass its validator and start in it', async () => {
    const list = await call('GET', '/club/members', undefined, 'junior-admin');
    expect(list.body).toEqual([{ member_id: 43, email: 'm43@club.example', kind: 'JUNIOR' }]);
    expect((await call('GET', '/club/members/44', undefined, 'junior-admin')).status).toBe(404);
    expect((await call('POST', '/club/members/44', { state: 'WV' }, 'junior-admin')).status).toBe(404);
    expect((await call('DELETE', '/club/members/44', undefined, 'junior-admin')).status).toBe(404);
    expect((await call('GET', '/club/members/43', undefined, 'junior-admin')).body).toMatchObject({ kind: 'JUNIOR' });
    // a record's other calls too
    expect((await call('GET', '/club/members/44/accounts', undefined, 'junior-admin')).status).toBe(404);
    expect((await call('GET', '/club/members/43/accounts', undefined, 'junior-admin')).body).toEqual([
      { account_id: 7, account_name: 'Seven' },
    ]);
    const refused = await call('POST', '/club/members', { email: 'kid@club.example' }, 'junior-admin');
    expect(refused.status).toBe(400);
    const made = await call('POST', '/club/members', { email: 'kid@club.example', attribute_id: 1, attribute_value: 'x' }, 'junior-admin');
    expect(made).toMatchObject({ status: 201, body: { kind: 'JUNIOR' } });
    // another role (or none) sees every record
    expect((await call('GET', '/club/members')).body.length).toBe(data.members.length);
  });

  it('keeps a large list between calls, one per view', async () => {
    const many = Array.from({ length: 12000 }, (_, i) => member(1000 + i, i % 2 ? 'JUNIOR' : 'FULL'));
    data.members.push(...many);
    answers.forget();
    const all = await call('GET', '/club/members');
    const juniors = await call('GET', '/club/members', undefined, 'junior-admin');
    expect(answers.size).toBe(2);
    expect(juniors.body.every((m: { kind: string }) => m.kind === 'JUNIOR')).toBe(true);
    expect(all.body.length).toBeGreaterThan(juniors.body.length);
    data.members.splice(-many.length);
    answers.forget();
  });

  it("keeps a large list of an owner's rows apart from another owner's", async () => {
    const codes = (owner: number) =>
      Array.from({ length: 8000 }, (_, i) => ({ card_id: owner * 10000 + i, member_id: owner, code: `card ${owner} ${i}` }));
    data.cards.push(...codes(42), ...codes(43));
    const first = await call('GET', '/club/members/42/cards');
    const second = await call('GET', '/club/members/43/cards');
    expect(answers.size).toBe(2);
    expect(first.body.every((c: { member_id: number }) => c.member_id === 42)).toBe(true);
    expect(second.body.every((c: { member_id: number }) => c.member_id === 43)).toBe(true);
    expect((await call('GET', '/club/members/43/cards')).body).toEqual(second.body);
    data.cards.length = 0;
    answers.forget();
  });

  it("refuses to delete the caller's own record, and deletes the rows that name a deleted one", async () => {
    expect(await call('DELETE', '/club/members/42')).toEqual({ status: 400, body: { message: 'Not your own membership' } });
    expect(await call('DELETE', '/club/members/44')).toEqual({ status: 200, body: { message: 'Gone: m44@club.example' } });
    expect(data.badges).toEqual([{ id: 2, member_id: 43 }]);
  });
});
