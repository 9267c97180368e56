// docs/openapi.json: the platform's contract document as `npm run openapi` writes it, from the
// same function the platform serves /openapi.json with (server/contract/openapi.ts); and the call
// list of docs/platform-api.md, made from that document.
import { join } from 'node:path';
import prettier from 'prettier';
import { screens } from '../../resources/index';
import { openapiDocument } from '../../server/contract/openapi';
import { loadRecordKeeping } from '../../server/recordFiles';
import { renderCallList, withCallList, type CallRow } from './callList';

export const OPENAPI_FILE = join(import.meta.dirname, '..', '..', 'docs', 'openapi.json');
export const PLATFORM_API_FILE = join(import.meta.dirname, '..', '..', 'docs', 'platform-api.md');

/** The document of every screen's calls, made afresh from the declarations. */
export const freshOpenapi = async (): Promise<Record<string, unknown>> => openapiDocument(screens, await loadRecordKeeping());

/** The document as the file holds it: formatted as the project's prettier settings format JSON. */
export const openapiText = async (document: Record<string, unknown>): Promise<string> => {
  const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
  return prettier.format(JSON.stringify(document), { ...options, filepath: OPENAPI_FILE });
};

/** docs/platform-api.md (its text `markdown`) with these rows as its call list (Markdown is wrapped by hand: no Prettier). */
export const platformApiText = (markdown: string, rows: readonly CallRow[]): string => withCallList(markdown, renderCallList(rows));
