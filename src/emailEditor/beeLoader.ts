// Starts the embedded email editor (@beefree.io/sdk) so that it always settles. The SDK loads
// its editor script at run time from `pluginUrl` (the vendor's SDK loads it from a URL it is given, not from npm): when that host cannot be
// reached it throws 'BeePlugin.js is not reachable' from the script's error handler (uncaught)
// and start() never settles; a token without access_token makes start() resolve with an error
// string; the editor itself may report an error before it is ready. Each becomes one
// EditorLoadError with a reason the console explains, and the uncaught error is kept quiet.
import BeefreeSDK from '@beefree.io/sdk';

export type EditorFailure = 'unreachable' | 'timeout' | 'refused';

export class EditorLoadError extends Error {
  constructor(
    readonly reason: EditorFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EditorLoadError';
  }
}

/** The token POST /email-service/bee/authorize answers (the SDK reads access_token). */
export interface EditorToken {
  access_token: string;
  v2?: boolean;
  [key: string]: unknown;
}

export interface EditorCallbacks {
  /** the editor's save: its JSON as text and the HTML it rendered */
  onSave(json: string, html: string): void;
  /** the user changed the template in the editor */
  onChange(): void;
  /** an error the editor reports once it runs */
  onError(message: string): void;
}

export interface StartEditorOptions extends EditorCallbacks {
  token: EditorToken;
  pluginUrl: string;
  /** the element the editor fills */
  container: HTMLElement;
  /** the template JSON to open (an object: page, rows, modules) */
  template: object;
  /** who edits (the editor keeps per-user settings) */
  uid: string;
  /** how long to wait for the editor to start; default 20 s */
  timeoutMs?: number;
}

/** What the console asks of a started editor. */
export interface EditorHandle {
  /** asks the editor to save: it answers through onSave */
  save(): void;
  /** shows the editor's preview (View mode) */
  togglePreview(): void;
}

export const DEFAULT_EDITOR_TIMEOUT_MS = 20_000;
/** The SDK's own words when its script cannot be loaded. */
const UNREACHABLE = 'BeePlugin.js is not reachable';

const errorText = (error: unknown): string =>
  typeof error === 'string' ? error : error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);

export const startEditor = (options: StartEditorOptions): Promise<EditorHandle> =>
  new Promise<EditorHandle>((resolve, reject) => {
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      window.removeEventListener('error', onWindowError);
      settle();
    };
    const fail = (reason: EditorFailure, message: string) => finish(() => reject(new EditorLoadError(reason, message)));

    // The SDK's script loader throws from an event handler: only the window sees it.
    const onWindowError = (event: ErrorEvent) => {
      if (!errorText(event.error ?? event.message).includes(UNREACHABLE)) return;
      event.preventDefault();
      fail('unreachable', UNREACHABLE);
    };
    window.addEventListener('error', onWindowError);
    const timer = setTimeout(
      () => fail('timeout', 'The email editor did not start in time'),
      options.timeoutMs ?? DEFAULT_EDITOR_TIMEOUT_MS,
    );

    const sdk = new BeefreeSDK({ v2: true, ...options.token }, { beePluginUrl: options.pluginUrl });
    const config = {
      container: options.container,
      uid: options.uid,
      language: 'en-US',
      trackChanges: true,
      onSave: (json: string, html: string) => options.onSave(json, html),
      onChange: () => options.onChange(),
      // Before the editor is ready an error means it will not start (a token it refuses).
      onError: (error: unknown) => (settled ? options.onError(errorText(error)) : fail('refused', errorText(error))),
    };
    sdk.start(config, options.template).then(
      (result) => {
        if (typeof result === 'string') return fail('refused', result);
        finish(() =>
          resolve({
            // The SDK may answer a promise; a failed save is the editor's error, not an uncaught one.
            save: () => void Promise.resolve(sdk.save()).catch((error: unknown) => options.onError(errorText(error))),
            togglePreview: () => sdk.togglePreview(),
          }),
        );
      },
      (error: unknown) => fail('refused', errorText(error)),
    );
  });
