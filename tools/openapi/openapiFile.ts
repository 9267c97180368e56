// docs/openapi.json: the platform's contract document as `npm run openapi` writes it, from the
// same function the platform serves /openapi.json with (server/contract/openapi.ts).
import { join } from 'node:path';
import prettier from 'prettier';
import { screens } from '../../resources/index';
import { openapiDocument } from '../../server/contract/openapi';
import { loadRecordKeeping } from '../../server/recordFiles';

export const OPENAPI_FILE = join(import.meta.dirname, '..', '..', 'docs', 'openapi.json');

/** The document of every screen's calls, made afresh from the declarations. */
export const freshOpenapi = async (): Promise<Record<string, unknown>> => openapiDocument(screens, await loadRecordKeeping());

/** The document as the file holds it: formatted as the project's prettier settings format JSON. */
export const openapiText = async (document: Record<string, unknown>): Promise<string> => {
  const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
  return prettier.format(JSON.stringify(document), { ...options, filepath: OPENAPI_FILE });
};
