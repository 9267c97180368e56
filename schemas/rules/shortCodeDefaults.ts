// The wording a short code gets when its help or opt-out message is left blank (docs/requirements.md,
// Short codes). It is message content the platform stores and sends to handsets, not console
// text, so it lives here (one place, used by the console's form and by the demo platform)
// rather than in the i18n files. The opt-out reply is bilingual: English, then Spanish.
export const SMS_PROVIDER = 'Slink Health Messaging';
export const SUPPORT_PHONE = '1-800-555-0142';
export const SUPPORT_EMAIL = 'support@slinkhealth.example';

export const DEFAULT_HELP_MESSAGE =
  `${SMS_PROVIDER}: reply STOP to opt out. Msg&data rates may apply. ` + `For help contact ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}.`;

export const DEFAULT_OPT_OUT_MESSAGE =
  `${SMS_PROVIDER}: you are unsubscribed and will receive no more messages. Help: ${SUPPORT_PHONE}. / ` +
  `${SMS_PROVIDER}: se ha dado de baja y no recibira mas mensajes. Ayuda: ${SUPPORT_PHONE}.`;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The save body with the default wording in place of a blank help or opt-out message. */
export const withDefaultMessages = <T extends Record<string, unknown>>(
  body: T,
): T & { help_message: unknown; opt_out_message: unknown } => ({
  ...body,
  help_message: blank(body.help_message) ? DEFAULT_HELP_MESSAGE : body.help_message,
  opt_out_message: blank(body.opt_out_message) ? DEFAULT_OPT_OUT_MESSAGE : body.opt_out_message,
});
