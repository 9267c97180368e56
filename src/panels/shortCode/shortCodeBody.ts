// Between the short code record (as listed) and the save body (POST /text-service/shortcodes/shortcode).
import type { ShortCode, ShortCodeSave } from '../../../schemas';
import { withDefaultMessages } from '../../../schemas/rules/shortCodeDefaults';

/** What the form edits: the body's fields as typed text. */
export interface ShortCodeValues {
  short_code: string;
  throttle: string;
  short_code_desc: string;
  help_message: string;
  opt_out_message: string;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export const valuesOf = (record: ShortCode | undefined): ShortCodeValues => ({
  short_code: str(record?.ShortCode),
  throttle: str(record?.Throttle),
  short_code_desc: str(record?.ShortCodeDesc),
  help_message: str(record?.HelpMessage),
  opt_out_message: str(record?.OptOutMessage),
});

/** The body as typed (the requirements' short code checks read it so), plus the id of an existing code. */
export const typedBody = (values: ShortCodeValues, record: ShortCode | undefined): Record<string, unknown> => ({
  ...(record ? { short_code_id: record.ShortCodeId } : {}),
  ...values,
});

/** The body sent: trimmed, blank help and opt-out messages replaced by the default wording. */
export const sentBody = (typed: Record<string, unknown>): ShortCodeSave => {
  const trimmed = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
  return withDefaultMessages(trimmed) as ShortCodeSave;
};
