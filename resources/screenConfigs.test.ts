// What a screen config names exists: each field, column, sort and read-only field is a property
// of the screen's schema, each form mode's call and each choice list's call is in its endpoint
// table, each row action is a form mode. A typo fails here, not in front of a user.
import { describe, expect, it } from 'vitest';
import { screens } from './index';
import type { ResourceConfig } from './types';

const resources = screens.filter((s): s is ResourceConfig => s.kind === 'resource');

/** Every name the config uses that should be a property of its schema, with where it is used. */
const namedFields = (screen: ResourceConfig): [string, string][] => [
  ['idField', screen.idField],
  ...screen.list.columns.map((c): [string, string] => ['list column', c.source]),
  ['list sort', screen.list.sort.field],
  ...Object.entries(screen.forms).flatMap(([mode, form]) => [
    ...(form?.fields ?? []).map((f): [string, string] => [`${mode} field`, f]),
    ...(form?.readOnly ?? []).map((f): [string, string] => [`${mode} read-only field`, f]),
  ]),
  ...Object.keys(screen.fieldOptions ?? {}).map((f): [string, string] => ['field options', f]),
];

/** Every endpoint key the config uses, with where it is used. */
const namedEndpoints = (screen: ResourceConfig): [string, string][] => [
  ...Object.entries(screen.forms).flatMap(([mode, form]) => (form?.endpoint ? [[`${mode} form`, form.endpoint] as [string, string]] : [])),
  ...Object.entries(screen.fieldOptions ?? {}).flatMap(([field, options]) =>
    options.choices ? [[`${field} choices`, options.choices.endpoint] as [string, string]] : [],
  ),
  ...(screen.list.picker ? [['list picker', screen.list.picker.endpoint] as [string, string]] : []),
];

describe('screen configs', () => {
  it('are there to check', () => {
    expect(resources.length).toBeGreaterThan(10);
  });

  it.each(resources.map((s) => [s.name, s] as const))('%s: every field it names is in its schema', (_, screen) => {
    const properties = new Set(Object.keys(screen.schema.properties));
    expect(namedFields(screen).filter(([, field]) => !properties.has(field))).toEqual([]);
  });

  it.each(resources.map((s) => [s.name, s] as const))('%s: every call it names is in its endpoint table', (_, screen) => {
    expect(namedEndpoints(screen).filter(([, key]) => !(key in screen.endpoints))).toEqual([]);
  });

  it.each(resources.map((s) => [s.name, s] as const))('%s: every row action is one of its form modes', (_, screen) => {
    expect(screen.list.rowActions.filter((mode) => !(mode in screen.forms))).toEqual([]);
  });
});
