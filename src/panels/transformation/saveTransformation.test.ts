import { describe, expect, it } from 'vitest';
import { saveTransformation, SaveStepError } from './saveTransformation';

const details = { name: 'Gender', description: '', output_type: 'String' };
const mappings = [
  { mapping_id: 4, map_from: 'M', map_to: 'Male' },
  { mapping_id: 0, map_from: 'F', map_to: 'Female' },
];

/** A fake platform recording the calls in order; `fail` names a call that answers an error. */
const platform = (fail?: string) => {
  const calls: { endpoint: string; params?: Record<string, unknown>; body: unknown }[] = [];
  const call = async (endpoint: 'create' | 'update' | 'saveMappings', options: { params?: Record<string, unknown>; body: unknown }) => {
    calls.push({ endpoint, ...options });
    if (endpoint === fail) throw new Error(`${endpoint} refused`);
    return endpoint === 'create' ? { api_link_transform_rule_id: 31, ...details } : {};
  };
  return { calls, call };
};

describe('saving a transformation', () => {
  it('creates the details first, then puts the whole mapping list for the new id', async () => {
    const p = platform();
    const created: unknown[] = [];
    expect(await saveTransformation(p.call, { id: undefined, details, mappings, onCreated: (id) => created.push(id) })).toBe(31);
    expect(p.calls).toEqual([
      { endpoint: 'create', body: details },
      { endpoint: 'saveMappings', params: { id: 31 }, body: { mappings } },
    ]);
    expect(created).toEqual([31]);
  });

  it('updates the details of a saved one first, then its mappings', async () => {
    const p = platform();
    await saveTransformation(p.call, { id: 5, details, mappings });
    expect(p.calls.map((c) => [c.endpoint, c.params])).toEqual([
      ['update', { id: 5 }],
      ['saveMappings', { id: 5 }],
    ]);
  });

  it('never sends the mappings when the details fail, and says which call failed', async () => {
    for (const [id, endpoint] of [
      [undefined, 'create'],
      [5, 'update'],
    ] as const) {
      const p = platform(endpoint);
      const error = await saveTransformation(p.call, { id, details, mappings }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SaveStepError);
      expect(error).toMatchObject({ endpoint, message: `${endpoint} refused` });
      expect(p.calls.map((c) => c.endpoint)).toEqual([endpoint]);
    }
  });

  it('reports the new id before a failing second step, so a retry updates instead of creating again', async () => {
    const p = platform('saveMappings');
    let created: unknown;
    const error = await saveTransformation(p.call, { id: undefined, details, mappings, onCreated: (id) => (created = id) }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ endpoint: 'saveMappings', message: 'saveMappings refused' });
    expect(created).toBe(31);
  });
});
