// The import-type dropdown of the report, values exactly as the requirements
// lists them; 'all' shows every import.

export const ALL_IMPORT_TYPES = 'all';

export const IMPORT_TYPES = [
  'import_recipient',
  'import_group',
  'import_healthlink',
  'import_healthcast_direct',
  'import_comm_link_program',
  'import_campaign',
  'import_website',
  'import_data_donotcall',
  'import_audio_library',
  'import_form_data',
  'import_recipient_sweep',
  'import_conditional_sweep',
] as const;

export const IMPORT_TYPE_CHOICES = [ALL_IMPORT_TYPES, ...IMPORT_TYPES] as const;

export const isSupportedImportType = (value: unknown): boolean =>
  typeof value === 'string' && (IMPORT_TYPES as readonly string[]).includes(value);

/** How the Import Type column shows a value; `unsupported` is the i18n text with %{type}. */
export const importTypeText = (value: unknown, unsupported: (type: string) => string): string =>
  isSupportedImportType(value) ? String(value) : unsupported(String(value ?? ''));

/** The rows of one import type, or all of them. */
export const rowsOfType = <T extends { import_type?: string }>(rows: readonly T[], type: string): T[] =>
  type === ALL_IMPORT_TYPES ? [...rows] : rows.filter((r) => r.import_type === type);
