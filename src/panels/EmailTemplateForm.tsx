import { useRef, useState } from 'react';
import { Box, Button, LinearProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmailTemplate } from '../../schemas';
import { templateJsonProblem } from '../../schemas/rules/templateJson';
import { validatorSpecs } from '../../schemas/validators';
import { fieldLabel } from '../engine/columnLabel';
import { useReportDirty } from '../engine/closeGuard';
import { ErrorBanner } from '../engine/ErrorBanner';
import type { ModeProps } from '../engine/modeProps';
import blankTemplate from '../emailEditor/blankTemplate.json';
import { EditorFallback } from '../emailEditor/EditorFallback';
import { compactJson, readableJson } from '../emailEditor/jsonText';
import { useEmailEditor } from '../emailEditor/useEmailEditor';
import { useTemplateSave } from '../emailEditor/useTemplateSave';

const NAME = 'email_bee_template_name';
const MAX_NAME = 255;

/** The template to open: the stored JSON, the blank single-column layout for a new one, or why neither. */
const openingTemplate = (json: string | undefined): object | string => {
  if (json === undefined) return blankTemplate;
  const problem = templateJsonProblem(json);
  return problem ?? (JSON.parse(json) as object);
};

/**
 * The email template editor: the name and the embedded editor, full
 * screen. Insert and Edit save through the editor's own save (JSON and HTML together); View
 * shows the editor's preview. Without the editor: the stored HTML preview, and in Insert and
 * Edit the template JSON as text.
 */
export const EmailTemplateForm = ({ config, mode, record, close, cancel }: ModeProps) => {
  const translate = useTranslate();
  const stored = record as (EmailTemplate & { id: string | number }) | undefined;
  const viewing = mode === 'show';
  const container = useRef<HTMLDivElement>(null);
  const [template] = useState(() => openingTemplate(stored?.email_bee_template_json));
  const initialJson = readableJson(stored?.email_bee_template_json ?? JSON.stringify(blankTemplate));

  const [name, setName] = useState(stored?.email_bee_template_name ?? '');
  const [json, setJson] = useState(initialJson);
  const [html, setHtml] = useState(stored?.email_bee_template_html ?? '');
  const [saved, setSaved] = useState({ name: stored?.email_bee_template_name ?? '', json: initialJson });
  const [editorChanged, setEditorChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closeAfter = useRef(false);
  const save = useTemplateSave(config, mode, stored?.id, close);

  const submit = async (body: { json: string; html: string }, andClose: boolean) => {
    setBusy(true);
    const message = await save({ [NAME]: name, email_bee_template_json: body.json, email_bee_template_html: body.html }, andClose);
    setBusy(false);
    setError(message);
    if (message) return;
    const shown = readableJson(body.json);
    setJson(shown);
    setHtml(body.html);
    setSaved({ name, json: shown });
    setEditorChanged(false);
  };

  const editor = useEmailEditor({
    resource: config.name,
    container,
    template,
    uid: 'slink-console',
    preview: viewing,
    onSave: (savedJson, savedHtml) => void submit({ json: savedJson, html: savedHtml }, closeAfter.current),
    onChange: () => setEditorChanged(true),
    onError: (message) => {
      setBusy(false);
      setError(message);
    },
  });
  const ready = editor.status === 'ready';

  const dirty = !viewing && (name !== saved.name || json !== saved.json || editorChanged);
  useReportDirty(dirty);

  const onSave = (andClose: boolean) => {
    // Required: save-and-close only with a name; the shared validator says so.
    if (!name.trim()) return setError(validatorSpecs.emailTemplate.required[NAME]);
    if (ready) {
      closeAfter.current = andClose;
      // Busy until the editor answers through onSave (or onError): one save at a time.
      setBusy(true);
      editor.editor.save();
    } else void submit({ json: compactJson(json), html }, andClose);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: '100%' }}>
      <ErrorBanner message={error} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={fieldLabel(translate, config.schema, NAME)}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            // The name-required message is answered as soon as a name is typed.
            if (e.target.value.trim() && error === validatorSpecs.emailTemplate.required[NAME]) setError(null);
          }}
          required={!viewing}
          size="small"
          sx={{ flex: '1 1 320px', maxWidth: 560 }}
          slotProps={{ htmlInput: { maxLength: MAX_NAME, readOnly: viewing } }}
        />
        {!viewing && (
          <>
            <Button variant="contained" onClick={() => onSave(false)} disabled={busy || editor.status === 'loading'}>
              {translate('emailbeetemplates.editor.save')}
            </Button>
            <Button variant="contained" onClick={() => onSave(true)} disabled={busy || editor.status === 'loading'}>
              {translate('emailbeetemplates.editor.saveAndClose')}
            </Button>
          </>
        )}
        <Button onClick={viewing ? close : cancel}>
          {translate(viewing ? 'emailbeetemplates.editor.close' : 'emailbeetemplates.editor.cancel')}
        </Button>
      </Box>
      {editor.status === 'loading' && <LinearProgress aria-label={translate('emailbeetemplates.editor.loading')} />}
      {editor.status === 'failed' &&
        (viewing ? (
          <EditorFallback reason={editor.reason} html={html} />
        ) : (
          <EditorFallback reason={editor.reason} html={html} json={json} onJsonChange={setJson} />
        ))}
      {/* The editor owns this element's content: React renders nothing inside it. */}
      <Box
        ref={container}
        role="region"
        aria-label={translate('emailbeetemplates.editor.region')}
        sx={{ flex: 1, minHeight: '70vh', display: editor.status === 'failed' ? 'none' : 'block' }}
      />
    </Box>
  );
};
