import { describe, expect, it } from 'vitest';
import { APILINK_MANAGER, SISL_USER, SYS_ADMIN } from '../../../language/roles';
import { isPage, type ResourceConfig } from '../../../language/types';
import { screens } from '../../../resources';
import { gadgets } from '../__fixtures__/gadgets';
import { bulkActionsOf } from './bulkActions';

const keys = (config: ResourceConfig, role = SYS_ADMIN as Parameters<typeof bulkActionsOf>[1]) =>
  bulkActionsOf(config, role).map((a) => a.key);
const resources = screens.filter((s): s is ResourceConfig => !isPage(s));
const screen = (name: string) => resources.find((s) => s.name === name)!;

describe('bulk actions from the declarations', () => {
  it('a screen nobody built them for gets Delete from its delete confirmation and call, nothing it does not declare', () => {
    expect(keys(gadgets)).toEqual(['delete']);
    const noDeleteCall = { ...gadgets, endpoints: { ...gadgets.endpoints, delete: undefined } } as unknown as ResourceConfig;
    expect(keys(noDeleteCall)).toEqual([]);
  });

  it('a status column the edit form saves gives Enable and Disable through the update call', () => {
    expect(keys(screen('users'))).toEqual(['delete', 'enable', 'disable']);
    const statusReadOnly = {
      ...screen('users'),
      forms: { ...screen('users').forms, edit: { ...screen('users').forms.edit!, readOnly: ['enabled'] } },
    };
    expect(keys(statusReadOnly)).toEqual(['delete']);
  });

  it('an account assignment form gives Assign to account', () => {
    expect(keys(screen('apilinks'))).toContain('assign');
    expect(keys(screen('apilinks'), APILINK_MANAGER)).toEqual(bulkActionsOf(screen('apilinks'), APILINK_MANAGER).map((a) => a.key));
  });

  it('a form closed to the role closes its action: the same roles as the row buttons', () => {
    const onlyAdmins = {
      ...gadgets,
      endpointRoles: { delete: [SYS_ADMIN] },
    } as ResourceConfig;
    expect(keys(onlyAdmins, SYS_ADMIN)).toEqual(['delete']);
    expect(keys(onlyAdmins, SISL_USER)).toEqual([]);
  });

  it('every action of every screen names a call the screen declares', () => {
    for (const config of resources)
      for (const action of bulkActionsOf(config, SYS_ADMIN)) {
        const endpoint =
          action.key === 'delete' ? (action.form.endpoint ?? 'delete') : action.key === 'assign' ? action.accounts!.add : 'update';
        expect(config.endpoints[endpoint], `${config.name} ${action.key}`).toBeDefined();
      }
  });
});
