// GET /openapi.json: the contract document of the calls this platform serves, without a token,
// made from its own screens (a made-up screen's call is in it as soon as the platform has it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenConfig } from '../../language/types';
import { screens } from '../../resources/index';
import { loadRecordKeeping } from '../recordFiles';
import { startPlatform, type TestPlatform } from '../test/harness';
import { openapiDocument } from './openapi';

const madeUp = {
  ...screens.find((s) => s.name === 'roles')!,
  name: 'madeUp',
  endpoints: { list: 'GET /made-up-service/things' },
} as ScreenConfig;
let demo: TestPlatform;
beforeAll(async () => {
  demo = await startPlatform({ screens: [...screens, madeUp] });
});
afterAll(async () => {
  await demo.stop();
});

describe('GET /openapi.json', () => {
  it('answers the document of the platform’s own declarations, with no token', async () => {
    const res = await fetch(`${demo.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await res.json()) as { paths: Record<string, unknown> };
    expect(served).toEqual(openapiDocument([...screens, madeUp], await loadRecordKeeping()));
    expect(Object.keys(served.paths)).toContain('/made-up-service/things');
  });

  it('is that one path and method only', async () => {
    expect((await fetch(`${demo.url}/openapi.json/x`)).status).toBe(404);
    expect((await fetch(`${demo.url}/openapi.json`, { method: 'POST' })).status).toBe(404);
  });
});
