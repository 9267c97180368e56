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

  it("an update form's boolean field gives Enable and Disable, read and sent as that form does", () => {
    const links = screen('apilinks');
    const disable = bulkActionsOf(links, APILINK_MANAGER).find((a) => a.key === 'disable')!;
    expect(disable).toMatchObject({ mode: 'edit', field: 'api_link_enabled', value: false });
    expect(disable.form).toBe(links.forms.edit);
    const saysNothing = { ...links, forms: { ...links.forms, edit: { ...links.forms.edit!, readOnly: ['api_link_enabled'] } } };
    expect(keys(saysNothing, APILINK_MANAGER)).not.toContain('disable');
    const noUpdateCall = { ...links, endpoints: { ...links.endpoints, update: undefined } } as unknown as ResourceConfig;
    expect(keys(noUpdateCall, APILINK_MANAGER)).not.toContain('enable');
  });

  it('a boolean not named as an on/off switch gives no Enable or Disable (Disable would flip it on every row)', () => {
    const links = screen('apilinks');
    const edit = links.forms.edit!;
    const schema = edit.schema ?? links.schema;
    const renamed = (name: string) => ({
      ...links,
      forms: {
        ...links.forms,
        edit: {
          ...edit,
          fields: edit.fields!.map((f) => (f === 'api_link_enabled' ? name : f)),
          fromRecord: {},
          schema: { ...schema, properties: { ...schema.properties, [name]: { type: 'boolean' } } },
        },
      },
    });
    expect(keys(renamed('send_copy') as ResourceConfig, APILINK_MANAGER)).not.toContain('disable');
    expect(keys(renamed('is_default') as ResourceConfig, APILINK_MANAGER)).not.toContain('enable');
    expect(keys(renamed('enabled') as ResourceConfig, APILINK_MANAGER)).toContain('disable');
  });

  it('a status column alone, without an update form saving it, gives no Enable or Disable', () => {
    const shown = {
      ...gadgets,
      list: { ...gadgets.list, columns: [...gadgets.list.columns, { source: 'colour', type: 'enabled' as const }] },
    };
    expect(keys(shown)).toEqual(['delete']);
  });

  it("an account assignment form gives Assign to account through its section's add call", () => {
    const links = screen('apilinks');
    const assign = bulkActionsOf(links, APILINK_MANAGER).find((a) => a.key === 'assign')!;
    expect(assign.accounts).toBe(links.forms[assign.mode]!.assign!.accounts);
    expect(links.endpoints[assign.accounts!.add]).toMatch(/^POST .*:id.*:accountId$/);
    // A role the add call is closed to gets no Assign; one it is open to keeps it.
    const adminsOnly = { ...links, endpointRoles: { [assign.accounts!.add]: [SYS_ADMIN] } } as ResourceConfig;
    expect(keys(adminsOnly, APILINK_MANAGER)).not.toContain('assign');
    expect(keys(adminsOnly, SYS_ADMIN)).toContain('assign');
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
