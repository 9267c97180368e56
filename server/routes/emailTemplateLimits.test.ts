// An email template's HTML and JSON: at most 1 MB (1,048,576 characters) each, and no control
// characters but tab, CR and LF. A refusal is a 400 with a clear message and stores nothing.
import { describe, expect, it } from 'vitest';
import { usePlatformSignedIn } from '../test/harness';
import { dataSnapshot } from '../test/dataSnapshot';

const BASE = '/email-service/emailbeetemplates';
const MAX = 1024 * 1024;
const JSON_OK = '{"page":{"rows":[]}}';
const body = (name: string, json: string, html: string) => ({
  email_bee_template_name: name,
  email_bee_template_json: json,
  email_bee_template_html: html,
});
/** A JSON object of exactly `length` characters. */
const jsonOf = (length: number) => `{"a":"${'x'.repeat(length - 8)}"}`;

const HTML_TOO_LONG = 'Template HTML must be at most 1 MB (1,048,576 characters)';
const JSON_TOO_LONG = 'Template JSON must be at most 1 MB (1,048,576 characters)';
const HTML_CONTROL = 'Template HTML must not hold control characters (tab, CR and LF are fine)';
const JSON_CONTROL = 'Template JSON must not hold control characters (tab, CR and LF are fine)';

const { call: admin, platform } = usePlatformSignedIn();

describe('email template size and characters', () => {
  it.each([
    ['HTML one character over 1 MB', JSON_OK, `<p>${'x'.repeat(MAX - 3)}</p>`.slice(0, MAX + 1), HTML_TOO_LONG],
    ['HTML of 9.9 MB', JSON_OK, 'x'.repeat(9_900_000), HTML_TOO_LONG],
    ['JSON one character over 1 MB', jsonOf(MAX + 1), '<p>x</p>', JSON_TOO_LONG],
    ['HTML holding NUL', JSON_OK, '<p>a\u0000b</p>', HTML_CONTROL],
    ['HTML holding ESC', JSON_OK, '<p>\u001b[31mred</p>', HTML_CONTROL],
    ['HTML holding DEL', JSON_OK, '<p>\u007f</p>', HTML_CONTROL],
    ['HTML holding a C1 control', JSON_OK, '<p>\u0085</p>', HTML_CONTROL],
    ['HTML holding a form feed', JSON_OK, '<p>\f</p>', HTML_CONTROL],
    ['JSON holding ESC', '{"page":{"rows":[]}}\u001b', '<p>x</p>', JSON_CONTROL],
  ])('refuses %s on a create and an update, storing nothing', async (_name, json, html, message) => {
    const before = await dataSnapshot(platform());
    expect(await admin('POST', BASE, body('Refused', json, html))).toMatchObject({ status: 400, body: { message } });
    expect(await admin('PUT', `${BASE}/3`, body('Flu Shot Clinic Announcement', json, html))).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await dataSnapshot(platform())).toEqual(before);
  });

  it('takes HTML and JSON of exactly 1 MB, with tabs and line breaks', async () => {
    const html = `<p>\t\r\n${'x'.repeat(MAX - 12)}</p>\r\n`;
    expect(html).toHaveLength(MAX);
    const created = await admin('POST', BASE, body('Exactly One MB', jsonOf(MAX), html));
    expect(created.status).toBe(201);
    const stored = (await admin('GET', `${BASE}/${created.body.EmailBEETemplateId}`)).body;
    expect(stored.email_bee_template_html).toBe(html);
    expect(stored.email_bee_template_json).toHaveLength(MAX);
  });
});
