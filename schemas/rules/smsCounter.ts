// The character counter of the help and opt-out messages. Besides the
// characters typed it tells how many SMS parts the text takes: GSM-7 text fits 160 characters
// in one part and 153 per part when split; any other character (an emoji, 'á') switches the
// whole text to UCS-2, 70 and 67. Characters of the GSM-7 extension table count twice.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export interface SmsCount {
  /** characters as the user sees them (code points) */
  characters: number;
  encoding: 'GSM-7' | 'UCS-2';
  /** SMS parts the text is sent in (0 for an empty text) */
  parts: number;
}

export const countSms = (text: string): SmsCount => {
  const chars = [...text];
  const gsm = chars.every((c) => basic.has(c) || extension.has(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (extension.has(c) ? 2 : 1), 0);
    return { characters: chars.length, encoding: 'GSM-7', parts: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 units: a character outside the BMP (most emoji) takes two.
  const units = text.length;
  return { characters: chars.length, encoding: 'UCS-2', parts: units <= 70 ? 1 : Math.ceil(units / 67) };
};
