// SMS short code. `shortCodeSchema` is the record as the text
// service lists it (PascalCase); `shortCodeSaveSchema` is the body of
// POST /text-service/shortcodes/shortcode (snake_case). The order of the
// required checks lives in schemas/rules/shortCode.ts; the schemas carry the lengths and characters.
import type { FromSchema, Schema } from './ext';
import { anyId, integerId, label, paragraph, text } from './fields';
import { DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE } from './rules/shortCodeDefaults';

/** The requirements' field limits. */
export const SHORT_CODE_MAX = 15;
export const SHORT_CODE_MIN = 4;
export const THROTTLE_MAX = 15;
/**
 * Help and opt-out replies go out as SMS, line breaks included (GSM-7 has LF): 160 GSM-7 characters make one part. The requirements give no
 * limit; the counter shows characters and parts, and the schema refuses more than 459
 * characters (three concatenated parts), which carriers still deliver reliably.
 */
export const SMS_MESSAGE_MAX = 459;
export { SHOW_ACCOUNTS_MAX } from './fields';

export const shortCodeSchema = {
  type: 'object',
  title: 'Short Code',
  properties: {
    ShortCodeId: anyId('ID'),
    ShortCode: text('Short Code', SHORT_CODE_MAX),
    Throttle: { type: ['integer', 'string'], title: 'Throttle', maxLength: THROTTLE_MAX },
    ShortCodeDesc: text('Description', 255),
    // A blank reply gets the default wording (the forms fill it at save, the platform too).
    HelpMessage: { ...paragraph('Help Message', SMS_MESSAGE_MAX), default: DEFAULT_HELP_MESSAGE },
    OptOutMessage: { ...paragraph('Optout Message', SMS_MESSAGE_MAX), default: DEFAULT_OPT_OUT_MESSAGE },
    // Not part of the record: the forms' account-group choice, whose accounts a save step assigns.
    account_group_id: {
      ...anyId('Assign the accounts of account group'),
      description: 'On save, every account of this group is assigned to the short code.',
    },
    AccountCnt: { type: 'integer', title: 'Accounts count' },
    ProgramCnt: { type: 'integer', title: 'Programs count' },
    EffectiveDateTime: label('EffectiveDT'),
    ModifierLoginId: { type: 'integer', title: 'Modified By' },
  },
} as const satisfies Schema;

export type ShortCode = FromSchema<typeof shortCodeSchema>;

/**
 * A value typed as text that may arrive as a JSON number: the same length limit holds for both
 * spellings (`maximum` is the largest number of `max` digits), with the same message.
 */
const digitsOrText = <T extends string, N extends number>(title: T, max: N) =>
  ({
    type: ['string', 'integer'],
    title,
    maxLength: max,
    maximum: 10 ** max - 1,
    errorMessage: { maxLength: `${title} must be at most ${max} characters`, maximum: `${title} must be at most ${max} characters` },
  }) as const;

/** The save body; the code and throttle arrive as typed text, hence strings or numbers. */
export const shortCodeSaveSchema = {
  type: 'object',
  title: 'Short Code',
  properties: {
    short_code_id: integerId('ID'),
    short_code: digitsOrText('Short Code', SHORT_CODE_MAX),
    throttle: digitsOrText('Throttle', THROTTLE_MAX),
    short_code_desc: text('Description', 255),
    help_message: paragraph('Help Message', SMS_MESSAGE_MAX),
    opt_out_message: paragraph('Optout Message', SMS_MESSAGE_MAX),
  },
} as const satisfies Schema;

export type ShortCodeSave = FromSchema<typeof shortCodeSaveSchema>;

/** A program sending through a short code. */
export const shortCodeProgramSchema = {
  type: 'object',
  title: 'Short Code Program',
  properties: {
    ChannelProgramId: { type: 'integer', title: 'Program ID' },
    /** the code the program sends through (kept with it; the programs call answers one code's) */
    ShortCodeId: { type: 'integer', title: 'Short Code ID' },
    CompanyName: label('Account Name'),
    ProgramName: label('Program Title'),
    ChannelProgramStatusSDesc: label('Status'),
    Keyword: label('Keyword'),
  },
} as const satisfies Schema;

export type ShortCodeProgram = FromSchema<typeof shortCodeProgramSchema>;
