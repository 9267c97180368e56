// Who sees a form's button and may open its dialog: the roles that may make every call the form
// makes, so a role that only reads a screen gets no write form without the form saying so. The
// screen's route admits its roles only, so a call's roles narrow the form only where
// `endpointRoles` names the call. It hides; the platform's guard refuses the calls themselves.
import { gateRoles } from '../../language/access';
import { allows, type Role } from '../../language/roles';
import type { FormConfig, ResourceConfig } from '../../language/types';

const SAVE_CALL: Record<string, string> = { create: 'create', edit: 'update' };

/** The form's save call (by its mode without `endpoint`), as the form submits it. */
export const saveCallOf = (mode: string, form: FormConfig): string => form.endpoint ?? SAVE_CALL[mode] ?? mode;

/** The calls of the screen's table the form makes: its save, its steps', its sections' add and remove. */
export const formCalls = (config: ResourceConfig, mode: string, form: FormConfig): string[] => {
  const steps = form.next === undefined ? [] : Array.isArray(form.next) ? form.next : [form.next];
  const { accounts, ipRanges, items } = form.assign ?? {};
  const sections = [accounts, ipRanges, ...Object.values(items?.sections ?? {})].flatMap((s) => (s ? [s.add, s.remove] : []));
  const keys = [saveCallOf(mode, form), ...steps.flatMap((step) => (step.endpoint ? [step.endpoint] : [])), ...sections];
  return keys.filter((key) => key in config.endpoints);
};

/** Whether the role may use the screen's form `mode` (false when it has none). */
export const mayUseForm = (config: ResourceConfig, mode: string, role: Role | undefined): boolean => {
  const form = config.forms[mode];
  const narrowed = config.endpointRoles ?? {};
  return !!form && formCalls(config, mode, form).every((key) => !(key in narrowed) || allows(gateRoles(narrowed[key]), role));
};
