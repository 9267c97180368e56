// What a screen config names exists: each field, column, sort and read-only field is a property
// of the screen's schema, each form mode's call and each choice list's call is in its endpoint
// table, each row action is a form mode, each role one its area admits. A typo fails here, not in
// front of a user.
import { describe, expect, it } from 'vitest';
import { screens } from './index';
import { AREAS, ROLES, allows } from '../language/roles';
import { stepsOf } from '../src/engine/nextCall';
import { isPage, type InlineSchema, type ResourceConfig } from '../language/types';
import { rowActionsOf } from '../language/rowActions';
import { formLoads } from '../language/formLoads';

const resources = screens.filter((s): s is ResourceConfig => !isPage(s));

const propertiesOf = (schema: InlineSchema) => new Set(Object.keys(schema.properties));

/**
 * Every name the config uses that should be a property of a schema, with where it is used: the
 * record's schema, or for a form's fields the form's own schema where it has one.
 */
const namedFields = (screen: ResourceConfig): [string, string, Set<string>][] => {
  const record = propertiesOf(screen.schema);
  const forms = Object.entries(screen.forms).flatMap(([mode, form]) => (form ? [[mode, form] as const] : []));
  const anySchema = new Set([...record, ...forms.flatMap(([, form]) => (form.schema ? [...propertiesOf(form.schema)] : []))]);
  return [
    ['idField', screen.idField, record],
    ...screen.list.columns.map((c): [string, string, Set<string>] => ['list column', c.source, record]),
    ['list sort', screen.list.sort.field, record],
    ...forms.flatMap(([mode, form]) => {
      const own = form.schema ? propertiesOf(form.schema) : record;
      return [
        ...(form.fields ?? []).map((f): [string, string, Set<string>] => [`${mode} field`, f, own]),
        ...(form.readOnly ?? []).map((f): [string, string, Set<string>] => [`${mode} read-only field`, f, own]),
        ...Object.entries(form.fromRecord ?? {}).flatMap(([f, from]): [string, string, Set<string>][] => [
          [`${mode} fromRecord field`, f, own],
          [`${mode} fromRecord source`, typeof from === 'string' ? from : (from.field ?? f), record],
        ]),
      ];
    }),
    ...Object.keys(screen.fieldOptions ?? {}).map((f): [string, string, Set<string>] => ['field options', f, anySchema]),
  ];
};

/** Every endpoint key the config uses, with where it is used. */
const namedEndpoints = (screen: ResourceConfig): [string, string][] => [
  ...Object.entries(screen.forms).flatMap(([mode, form]) => (form?.endpoint ? [[`${mode} form`, form.endpoint] as [string, string]] : [])),
  ...Object.entries(screen.fieldOptions ?? {}).flatMap(([field, options]) =>
    options.choices ? [[`${field} choices`, options.choices.endpoint] as [string, string]] : [],
  ),
  ...(screen.list.picker ? [['list picker', screen.list.picker.choices.endpoint] as [string, string]] : []),
  ...Object.entries(screen.forms).flatMap(([mode, form]) => [
    ...stepsOf(form?.next).flatMap((step) => (step.endpoint ? [[`${mode} second step`, step.endpoint] as [string, string]] : [])),
    ...(form ? formLoads(form) : []).map((load) => [`${mode} load`, load.endpoint] as [string, string]),
    ...Object.values(form?.tables ?? {}).flatMap((table) =>
      table.columns.flatMap((c) => (c.choices ? [[`${mode} table choices`, c.choices.endpoint] as [string, string]] : [])),
    ),
    ...Object.values(form?.tables ?? {}).flatMap((table) =>
      table.removeSavedBy ? [[`${mode} table removal`, table.removeSavedBy] as [string, string]] : [],
    ),
  ]),
];

describe('screen configs', () => {
  it('are there to check', () => {
    expect(resources.length).toBeGreaterThan(10);
  });

  it.each(resources.map((s) => [s.name, s] as const))('%s: every field it names is in its schema', (_, screen) => {
    expect(namedFields(screen).filter(([, field, properties]) => !properties.has(field))).toEqual([]);
  });

  it.each(resources.map((s) => [s.name, s] as const))('%s: every call it names is in its endpoint table', (_, screen) => {
    expect(namedEndpoints(screen).filter(([, key]) => !(key in screen.endpoints))).toEqual([]);
  });

  it.each(resources.map((s) => [s.name, s] as const))('%s: every row action is one of its form modes', (_, screen) => {
    expect(rowActionsOf(screen).filter((mode) => !(mode in screen.forms))).toEqual([]);
  });

  // A role its area does not admit has no top navigation item to the screen: it could open the
  // route by address only.
  it.each(screens.map((s) => [s.name, s] as const))('%s: every role it admits is one its area admits', (_, screen) => {
    const area = AREAS.find((a) => a.key === screen.area)!;
    expect((screen.roles ?? ROLES).filter((role) => !allows(area.roles, role))).toEqual([]);
  });
});
