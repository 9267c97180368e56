import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { SYS_ADMIN } from '../../../language/roles';
import type { ResourceConfig } from '../../../language/types';
import { screens } from '../../../resources';
import { bulkActionsOf } from './bulkActions';
import { planBulk, planFields } from './bulkPlan';
import { rowName } from './rowName';

const translate = (key: string) => key;
const screen = (name: string) => screens.find((s) => s.name === name) as ResourceConfig;
const action = (config: ResourceConfig, key: string) => bulkActionsOf(config, SYS_ADMIN).find((a) => a.key === key)!;
const nameOf = (row: RaRecord | undefined, id: unknown) => String(row?.name ?? row?.email ?? id);
const byId = (rows: RaRecord[]) => new Map(rows.map((r) => [String(r.id), r]));

describe('planBulk', () => {
  it('leaves out a locked row (an API link in use) and names it with the lock banner', () => {
    const config = screen('apilinks');
    const rows = byId([
      { id: 1, name: 'Free', in_use: false },
      { id: 2, name: 'Busy', in_use: true },
    ]);
    const plan = planBulk(translate, config, action(config, 'delete'), [1, 2], rows, nameOf);
    expect(plan.send).toEqual([1]);
    expect(plan.skipped).toEqual([{ id: 2, name: 'Busy', reason: 'apilinks.inUse' }]);
  });

  it('a locked row may still be assigned to an account', () => {
    const config = screen('apilinks');
    const plan = planBulk(translate, config, action(config, 'assign'), [2], byId([{ id: 2, name: 'Busy', in_use: true }]), nameOf);
    expect(plan.send).toEqual([2]);
  });

  it('leaves out the signed-in login for Delete and Disable, not for Enable', () => {
    const config = screen('users');
    const rows = byId([
      { id: 7, email: 'me@x.io', enabled: 1 },
      { id: 8, email: 'you@x.io', enabled: 1 },
    ]);
    for (const key of ['delete', 'disable']) {
      const plan = planBulk(translate, config, action(config, key), [7, 8], rows, nameOf, '7');
      expect(plan.send).toEqual([8]);
      expect(plan.skipped).toEqual([{ id: 7, name: 'me@x.io', reason: 'bulk.ownLogin' }]);
    }
    const off = byId([{ id: 7, email: 'me@x.io', enabled: 0 }]);
    expect(planBulk(translate, config, action(config, 'enable'), [7], off, nameOf, 7).send).toEqual([7]);
  });

  it('leaves out rows already in the state asked for, and rows no longer in the list', () => {
    const config = screen('users');
    const rows = byId([
      { id: 1, email: 'on@x.io', enabled: 1 },
      { id: 2, email: 'off@x.io', enabled: false },
    ]);
    const plan = planBulk(translate, config, action(config, 'disable'), [1, 2, 3], rows, nameOf);
    expect(plan.send).toEqual([1]);
    expect(plan.skipped).toEqual([
      { id: 2, name: 'off@x.io', reason: 'bulk.alreadyDisabled' },
      { id: 3, name: '3', reason: 'bulk.gone' },
    ]);
  });

  it("reads the status as the edit form does: an API link's disabled_ind through its codec", () => {
    const config = screen('apilinks');
    const rows = byId([
      { id: 1, name: 'On', disabled_ind: 0 },
      { id: 2, name: 'Off', disabled_ind: 1 },
    ]);
    expect(planBulk(translate, config, action(config, 'disable'), [1, 2], rows, nameOf)).toEqual({
      send: [1],
      skipped: [{ id: 2, name: 'Off', reason: 'bulk.alreadyDisabled' }],
    });
    expect(planBulk(translate, config, action(config, 'enable'), [1, 2], rows, nameOf).send).toEqual([2]);
  });

  it('plans the same from the few fields it fetches as from whole rows, on every screen and action', () => {
    // Whole rows carry every field the screen's columns, forms and codecs name, in every state
    // (on, off, locked, free), so a field the plan reads and planFields leaves out shows.
    const named = (text: string) => (key: string) => (key === 'bulk.gone' ? text : key);
    let planned = 0;
    for (const config of screens.filter((s): s is ResourceConfig => 'list' in s)) {
      const fields = new Set<string>(config.list.columns.map((c) => c.source));
      for (const form of Object.values(config.forms)) {
        for (const field of form?.fields ?? []) fields.add(field);
        for (const [field, entry] of Object.entries(form?.fromRecord ?? {}))
          fields.add(typeof entry === 'string' ? entry : ((entry as { field?: string }).field ?? field));
        if (form?.lock) fields.add(form.lock.field);
      }
      const states = [0, 1, true, false, '0', '1'];
      const whole = Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        ...Object.fromEntries([...fields].map((f, j) => [f, states[(i + j) % states.length]])),
        [config.list.columns[0].source]: `row ${i + 1}`,
      })) as RaRecord[];
      for (const act of bulkActionsOf(config, SYS_ADMIN)) {
        const kept = planFields(config, act);
        const few = whole.map((row) => ({ id: row.id, ...Object.fromEntries(kept.map((f) => [f, row[f]])) }) as RaRecord);
        const nameOf = (row: RaRecord | undefined, id: unknown) => rowName(translate, config, row, id as number);
        const ids = [...whole.map((r) => r.id), 99];
        expect(planBulk(named('gone'), config, act, ids, byId(few), nameOf, 3), `${config.name} ${act.key}`).toEqual(
          planBulk(named('gone'), config, act, ids, byId(whole), nameOf, 3),
        );
        planned++;
      }
    }
    expect(planned).toBeGreaterThan(10);
  });

  it('names a row left out only when its name is read (the question names 20 of them)', () => {
    const config = screen('users');
    const rows = byId(Array.from({ length: 100 }, (_, i) => ({ id: i + 1, email: `u${i + 1}@x.io`, enabled: 0 })));
    let named = 0;
    const counting = (row: RaRecord | undefined, id: unknown) => (named++, nameOf(row, id));
    const plan = planBulk(translate, config, action(config, 'disable'), [...rows.keys()].map(Number), rows, counting);
    expect(plan.skipped).toHaveLength(100);
    expect(named).toBe(0);
    expect(plan.skipped[4].name).toBe('u5@x.io');
    expect(named).toBe(1);
  });
});
