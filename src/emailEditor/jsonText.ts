// The template JSON as a person edits it (indented) and as it is stored (compact, as the editor
// saves it). Text that does not parse is left exactly as typed, so the validator can name the
// parse error.
const parsed = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

export const readableJson = (text: string): string => {
  const p = parsed(text);
  return p.ok ? JSON.stringify(p.value, null, 2) : text;
};

export const compactJson = (text: string): string => {
  const p = parsed(text);
  return p.ok ? JSON.stringify(p.value) : text;
};
