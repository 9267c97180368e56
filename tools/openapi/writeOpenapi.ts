// npm run openapi: writes docs/openapi.json from the declarations, and the call list of
// docs/platform-api.md from that document (between its marker comments). Run it after a screen's
// calls, a record declaration or a schema changes; tools/openapi/openapi.test.ts and
// tools/openapi/callList.test.ts fail until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { callRows } from './callList';
import { freshOpenapi, OPENAPI_FILE, openapiText, PLATFORM_API_FILE, platformApiText } from './openapiFile';

const document = await freshOpenapi();
writeFileSync(OPENAPI_FILE, await openapiText(document));
const rows = callRows(document as Parameters<typeof callRows>[0]);
writeFileSync(PLATFORM_API_FILE, platformApiText(readFileSync(PLATFORM_API_FILE, 'utf8'), rows));
console.log(`${relative(process.cwd(), OPENAPI_FILE)}: ${rows.length} calls; ${relative(process.cwd(), PLATFORM_API_FILE)}: its call list`);
