// The demo platform's stand-in editor (server/demoBee/BeePlugin.js) keeps the vendor's contract
// the console relies on: create → start renders the template, edits report onChange, save
// answers the JSON text and the HTML rendered from it, togglePreview shows a sandboxed preview.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testTime } from '../../shared/testTime';

interface Instance {
  start(template: object): void;
  save(): void;
  togglePreview(): void;
}
type Create = (token: object, config: Record<string, unknown>, callback: (i: Instance) => void) => void;

const template = {
  page: {
    title: 'T',
    rows: [
      {
        columns: [
          {
            'grid-columns': 12,
            modules: [{ type: 'mailup-bee-newsletter-modules-text', descriptor: { text: { html: '<p>First</p><p>Second<br>line</p>' } } }],
          },
        ],
      },
    ],
  },
};

const started = (config: Record<string, unknown>) =>
  new Promise<Instance>((resolve) =>
    (window as unknown as { BeePlugin: { create: Create } }).BeePlugin.create({ access_token: 'demo-bee-1' }, config, resolve),
  );

beforeAll(() => {
  new Function(readFileSync(join(process.cwd(), 'server', 'demoBee', 'BeePlugin.js'), 'utf8'))();
});

describe('the stand-in editor', () => {
  it('edits a text block by paragraphs and saves JSON and HTML that agree', async () => {
    const container = document.createElement('div');
    const onSave = vi.fn();
    const onChange = vi.fn();
    const editor = await started({ container, onSave, onChange, trackChanges: true });
    editor.start(template);
    const text = container.querySelector('textarea')!;
    expect(text.value).toBe('First\n\nSecond\nline');
    text.value = 'One <b>\n\nTwo';
    text.dispatchEvent(new Event('input'));
    expect(onChange).toHaveBeenCalled();
    editor.save();
    const [json, html] = onSave.mock.calls[0];
    expect(JSON.parse(json).page.rows[0].columns[0].modules[0].descriptor.text.html).toBe('<p>One &lt;b&gt;</p><p>Two</p>');
    expect(html).toContain('<p>One &lt;b&gt;</p><p>Two</p>');
  });

  it('previews in a sandboxed frame and refuses a token it did not issue', async () => {
    const container = document.createElement('div');
    const editor = await started({ container });
    editor.start(template);
    editor.togglePreview();
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.srcdoc).toContain('<p>First</p>');
    const onError = vi.fn();
    (window as unknown as { BeePlugin: { create: Create } }).BeePlugin.create({ access_token: 'other' }, { onError }, vi.fn());
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The editor token is not valid' })), {
      timeout: testTime(5_000),
    });
  });
});
