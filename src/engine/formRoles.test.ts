// A form's button shows to the roles that may make its calls, so a screen's read-only role gets
// the view and no write form, with nothing said on the forms.
import { describe, expect, it } from 'vitest';
import { writersOnly } from '../../language/access';
import { APILINK_MANAGER, SYS_ADMIN } from '../../language/roles';
import type { ResourceConfig } from '../../language/types';
import { channelAccountEndpoints, channelAssignForm } from '../../resources/channelAssignment';
import { gadgets } from './__fixtures__/gadgets';
import { formCalls, mayUseForm } from './formRoles';

const endpoints = {
  ...gadgets.endpoints,
  get: 'GET /gadget-service/gadgets/:id',
  ...channelAccountEndpoints('/gadget-service/gadgets'),
} as const;
const readable = {
  ...gadgets,
  roles: [SYS_ADMIN, APILINK_MANAGER],
  endpoints,
  endpointRoles: writersOnly(endpoints, [SYS_ADMIN]),
  forms: { ...gadgets.forms, assign: channelAssignForm('gadget_name') },
} as ResourceConfig;

describe('mayUseForm', () => {
  it('names the calls a form makes: its save by mode, its sections’ add and remove', () => {
    expect(formCalls(readable, 'create', readable.forms.create!)).toEqual(['create']);
    expect(formCalls(readable, 'edit', readable.forms.edit!)).toEqual(['update']);
    expect(formCalls(readable, 'clone', readable.forms.clone!)).toEqual(['clone']);
    expect(formCalls(readable, 'assign', readable.forms.assign!)).toEqual(['assignAccount', 'unassignAccount']);
    expect(formCalls(readable, 'show', readable.forms.show!)).toEqual([]);
  });

  it('gives a read-only role the view only, the writers every form', () => {
    const modes = Object.keys(readable.forms);
    expect(modes.filter((mode) => mayUseForm(readable, mode, APILINK_MANAGER))).toEqual(['show']);
    expect(modes.filter((mode) => mayUseForm(readable, mode, SYS_ADMIN))).toEqual(modes);
    expect(mayUseForm(readable, 'nothing', SYS_ADMIN)).toBe(false);
  });

  it('leaves a screen without endpointRoles every form for each of its roles', () => {
    expect(Object.keys(gadgets.forms).every((mode) => mayUseForm(gadgets, mode, APILINK_MANAGER))).toBe(true);
  });
});
