// Bulk Enable and Disable on API links against the running demo platform: the single-record
// update the run sends (the edit form's whole body) is accepted, changes the status only, and a
// link in use is refused with the platform's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { APILINK_MANAGER } from '../../../language/roles';
import { screens } from '../../../resources';
import { apiLinks } from '../../../resources/apiLinks';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../../../server/test/harness';
import { createDataProvider } from '../../data/dataProvider';
import { createHttp } from '../../data/http';
import { bulkActionsOf } from './bulkActions';
import { bulkSender } from './bulkSender';

let platform: TestPlatform;
let token: string;
let manager: Call;
beforeAll(async () => {
  platform = await startPlatform();
  token = await signIn(platform.url, 'apilinks@example.com');
  manager = caller(platform.url, token);
});
afterAll(() => platform.stop());

const sender = (key: 'enable' | 'disable') => {
  const dataProvider = createDataProvider(
    screens,
    createHttp(
      () => platform.url,
      () => token,
    ),
  );
  const action = bulkActionsOf(apiLinks, APILINK_MANAGER).find((a) => a.key === key)!;
  return bulkSender({ dataProvider, config: apiLinks, action, session: null });
};
const stored = async (id: number) => (await manager('GET', `/api-link-service/api-link/${id}`)).body as RaRecord;

describe('bulk Enable and Disable of API links on the platform', () => {
  it('saves the status alone: every other field, the authentication details among them, as it was', async () => {
    const rows = (await manager('GET', '/api-link-service/api-link')).body as RaRecord[];
    const free = rows.find((r) => !r.in_use)!;
    const id = Number(free.api_link_id);
    const before = await stored(id);
    await sender('disable')(id);
    const off = await stored(id);
    expect(off.disabled_ind).toBe(1);
    // The edit form writes the details back as JSON text of its own spacing: the same entries.
    const kept = (link: RaRecord): Record<string, unknown> => ({
      ...link,
      disabled_ind: undefined,
      authentication_detail: JSON.parse(String(link.authentication_detail)),
    });
    expect(kept(off)).toEqual(kept(before));
    await sender('enable')(id);
    expect((await stored(id)).disabled_ind).toBe(0);
  });

  it('a link in use is refused with the platform message', async () => {
    const rows = (await manager('GET', '/api-link-service/api-link')).body as RaRecord[];
    const busy = rows.find((r) => r.in_use)!;
    const refusal = await sender('disable')(Number(busy.api_link_id)).then(
      () => undefined,
      (error: { status?: number; message?: string }) => error,
    );
    expect(refusal).toMatchObject({ status: 409, message: expect.stringContaining('in use') });
  });
});
