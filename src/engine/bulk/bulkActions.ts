// The actions a list offers on many rows at once, derived from what the screen already declares
// (no screen declares anything for them): Delete where a delete confirmation and call exist,
// Enable and Disable where the update call's form saves an enabled-style field, Assign to account
// where a form assigns accounts. Each is gated as its form is (formRoles.ts).
import type { AccountAssignmentConfig, FormConfig, ResourceConfig } from '../../../language/types';
import type { Role } from '../../../language/roles';
import { mayUseForm, saveCallOf } from '../formRoles';
import { formSchemaOf } from '../formSchema';

export type BulkActionKey = 'delete' | 'enable' | 'disable' | 'assign';

export interface BulkAction {
  key: BulkActionKey;
  /** the form mode whose call, texts and roles the action uses */
  mode: string;
  form: FormConfig;
  /** enable and disable: the form's status field and the value the form sends for it */
  field?: string;
  value?: boolean;
  /** assign: the account section the action adds through */
  accounts?: AccountAssignmentConfig;
}

const isBoolean = (property: unknown) => {
  const type = (property as { type?: unknown } | undefined)?.type;
  return type === 'boolean' || (Array.isArray(type) && type.includes('boolean'));
};

/** A field named as a record's on/off switch: `enabled`, or ending in `_enabled`. */
const ENABLED_NAME = /(^|_)enabled$/;

/**
 * The enabled-style field an update form saves: one declared to display as `enabled` (a login's
 * status), else a boolean of the form's schema named as an on/off switch (an API link's
 * api_link_enabled). Any other boolean (a default, a copy to send) is not one: Disable across
 * "select all" would flip it on every row.
 */
const statusFieldOf = (config: ResourceConfig, form: FormConfig): string | undefined => {
  const saved = (form.fields ?? []).filter((field) => !form.readOnly?.includes(field));
  const schema = formSchemaOf(config, form);
  return (
    saved.find((field) => config.fieldOptions?.[field]?.display === 'enabled') ??
    saved.find((field) => ENABLED_NAME.test(field) && isBoolean(schema.properties?.[field]))
  );
};

export const bulkActionsOf = (config: ResourceConfig, role: Role | undefined): BulkAction[] => {
  const forms = Object.entries(config.forms).filter(([mode, form]) => form && mayUseForm(config, mode, role)) as [string, FormConfig][];
  const actions: BulkAction[] = [];
  const remove = forms.find(([mode, form]) => form.kind === 'confirm' && saveCallOf(mode, form) === 'delete');
  if (remove && config.endpoints.delete) actions.push({ key: 'delete', mode: remove[0], form: remove[1] });
  const update = config.endpoints.update
    ? forms
        .filter(([mode, form]) => form.kind === 'fields' && saveCallOf(mode, form) === 'update')
        .flatMap(([mode, form]) => {
          const field = statusFieldOf(config, form);
          return field === undefined ? [] : [{ mode, form, field }];
        })[0]
    : undefined;
  if (update) {
    const { mode, form, field } = update;
    actions.push({ key: 'enable', mode, form, field, value: true });
    actions.push({ key: 'disable', mode, form, field, value: false });
  }
  const assign = forms.find(([, form]) => {
    const accounts = form.assign?.accounts;
    return accounts && config.endpoints[accounts.add] && config.endpoints[accounts.all];
  });
  if (assign) actions.push({ key: 'assign', mode: assign[0], form: assign[1], accounts: assign[1].assign?.accounts });
  return actions;
};
