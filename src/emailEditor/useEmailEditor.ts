// The embedded editor's life in a form: a token from the platform (POST
// /email-service/bee/authorize, through the data provider), then startEditor in the container.
// Every way it can fail ends in a 'failed' state with a sentence the user can read; the form
// then offers what works without the editor (src/emailEditor/EditorFallback.tsx).
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { readRuntimeConfig } from '../../shared/config/runtimeConfig';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { serverMessage } from '../engine/failureMessage';
import { EditorLoadError, startEditor, type EditorCallbacks, type EditorHandle, type EditorToken } from './beeLoader';

export type EditorState = { status: 'loading' } | { status: 'ready'; editor: EditorHandle } | { status: 'failed'; reason: string };

interface Options extends EditorCallbacks {
  /** the screen whose endpoint table has `authorize` */
  resource: string;
  container: RefObject<HTMLDivElement | null>;
  /** the template to open; a string is why there is none (stored JSON that does not parse) */
  template: object | string;
  uid: string;
  /** View mode: open the editor's preview once it runs */
  preview: boolean;
}

export const useEmailEditor = ({ resource, container, template, uid, preview, ...callbacks }: Options): EditorState => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const [state, setState] = useState<EditorState>(
    typeof template === 'string'
      ? { status: 'failed', reason: translate('emailbeetemplates.editor.reasons.badJson', { message: template }) }
      : { status: 'loading' },
  );
  // The editor calls back long after it started: always reach the form's latest handlers.
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    const element = container.current;
    if (typeof template === 'string' || !element) return undefined;
    let cancelled = false;
    const fail = (reason: string) => !cancelled && setState({ status: 'failed', reason });
    (async () => {
      let token: EditorToken;
      try {
        token = await dataProvider.call<EditorToken>(resource, 'authorize');
      } catch (error) {
        return fail(translate('emailbeetemplates.editor.reasons.authorize', { message: serverMessage(error) }));
      }
      try {
        const editor = await startEditor({
          token,
          pluginUrl: readRuntimeConfig().beePluginUrl,
          container: element,
          template,
          uid,
          onSave: (json, html) => latest.current.onSave(json, html),
          onChange: () => latest.current.onChange(),
          onError: (message) => latest.current.onError(message),
        });
        if (cancelled) return;
        if (preview) editor.togglePreview();
        setState({ status: 'ready', editor });
      } catch (error) {
        const reason = error instanceof EditorLoadError ? error.reason : 'refused';
        fail(translate(`emailbeetemplates.editor.reasons.${reason}`, { message: serverMessage(error) }));
      }
    })();
    return () => {
      cancelled = true;
    };
    // Started once per opened form: the template and mode of a form do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, []);

  return state;
};
