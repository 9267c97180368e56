// The editor loader against the SDK itself, with the demo's stand-in script playing the vendor's
// BeePlugin.js: jsdom does not download scripts, so each test decides what the appended script
// element does (loads the stand-in, fails like an unreachable host, or never answers).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import blankTemplate from './blankTemplate.json';
import { EditorLoadError, startEditor, type StartEditorOptions } from './beeLoader';

const STAND_IN = readFileSync(join(process.cwd(), 'server', 'demoBee', 'BeePlugin.js'), 'utf8');
const PLUGIN_URL = 'https://bee.example.com/BeePlugin.js';

type ScriptFate = 'load' | 'error' | 'never';
let observer: MutationObserver | undefined;

/** What happens to the editor script the SDK appends to <head>. */
const scriptWill = (fate: ScriptFate) => {
  observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement) || node.src !== PLUGIN_URL) continue;
        if (fate === 'load') {
          // The stand-in defines window.BeePlugin as the vendor's script does.
          new Function(STAND_IN)();
          node.dispatchEvent(new Event('load'));
        } else if (fate === 'error') node.dispatchEvent(new Event('error'));
      }
  });
  observer.observe(document.head, { childList: true });
};

const options = (overrides: Partial<StartEditorOptions> = {}): StartEditorOptions => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  return {
    token: { access_token: 'demo-bee-test' },
    pluginUrl: PLUGIN_URL,
    container,
    template: blankTemplate,
    uid: 'test',
    onSave: vi.fn(),
    onChange: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('started');
    },
    (error: EditorLoadError) => error,
  );

afterEach(() => {
  observer?.disconnect();
  vi.useRealTimers();
  delete (window as { BeePlugin?: unknown }).BeePlugin;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.textContent = '';
});

describe('startEditor', () => {
  it('starts the editor, which renders the template and answers save with its JSON and HTML', async () => {
    scriptWill('load');
    const opts = options();
    const editor = await startEditor(opts);
    expect(opts.container.textContent).toContain('Empty column');
    editor.save();
    expect(opts.onSave).toHaveBeenCalledTimes(1);
    const [json, html] = vi.mocked(opts.onSave).mock.calls[0];
    expect(JSON.parse(json)).toEqual(blankTemplate);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    // a change in the editor is reported
    opts.container.querySelector('button')!.click();
    expect(opts.onChange).toHaveBeenCalled();
  });

  it('an unreachable script: fails with "unreachable" and keeps the SDK\'s uncaught error quiet', async () => {
    scriptWill('error');
    const uncaught = vi.fn();
    window.addEventListener('error', uncaught);
    const error = await failure(startEditor(options()));
    window.removeEventListener('error', uncaught);
    expect(error).toBeInstanceOf(EditorLoadError);
    expect(error.reason).toBe('unreachable');
    // the page saw the error event, but it was handled (not reported as uncaught)
    expect(uncaught.mock.calls[0][0].defaultPrevented).toBe(true);
  });

  it('a script that never answers: fails with "timeout" after the time given', async () => {
    vi.useFakeTimers();
    scriptWill('never');
    const pending = failure(startEditor(options({ timeoutMs: 5000 })));
    await vi.advanceTimersByTimeAsync(4999);
    let done = false;
    void pending.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).reason).toBe('timeout');
  });

  it('a token without access_token: the SDK answers an error string, which is a refusal', async () => {
    scriptWill('load');
    const error = await failure(startEditor(options({ token: { access_token: '' } })));
    expect(error.reason).toBe('refused');
    expect(error.message).toMatch(/token/i);
  });

  it('a token the editor refuses: its error before it is ready is a refusal', async () => {
    scriptWill('load');
    const opts = options({ token: { access_token: 'someone-elses-token' } });
    const error = await failure(startEditor(opts));
    expect(error).toMatchObject({ reason: 'refused', message: 'The editor token is not valid' });
    expect(opts.onError).not.toHaveBeenCalled();
  });
});
