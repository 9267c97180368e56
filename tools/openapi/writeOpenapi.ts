// npm run openapi: writes docs/openapi.json from the declarations. Run it after a screen's calls,
// a record declaration or a schema changes; tools/openapi/openapi.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { freshOpenapi, OPENAPI_FILE, openapiText } from './openapiFile';

const document = await freshOpenapi();
writeFileSync(OPENAPI_FILE, await openapiText(document));
const calls = Object.values(document.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
console.log(`${relative(process.cwd(), OPENAPI_FILE)}: ${calls} calls`);
