// The answers of the record engine's words beyond its record calls (server/records/): one account
// assignment read, a read of some fields, a child list read or saved, the rows of a declaration
// that gives only their field names, and a hook's own calls. Each is made from the declaration as the engine reads it,
// its fields typed by references into the schemas of schemas/, so nothing is typed twice.
import { recordCallKey } from '../../language/recordCalls';
import { recordIdOf, type RecordKeeping } from '../../language/recordTypes';
import { schemas, type SchemaName } from '../../schemas/index';
import { validatorSpecs } from '../../schemas/validators';
import { hookOf } from '../records/recordHooks';
import { fieldOf, listOf, objectOf, propertiesOf } from './answerShapes';
import type { AnswerSchema, DeclaredAnswer } from './answerTypes';
import { ref } from './openapiParts';

type Schema = Record<string, unknown>;

const schemaNames = new Map<object, SchemaName>(Object.entries(schemas).map(([name, schema]) => [schema as object, name as SchemaName]));
/** The name of a schema of schemas/, when the declaration's schema is one. */
export const nameOfSchema = (schema: object | undefined): SchemaName | undefined => (schema ? schemaNames.get(schema) : undefined);

/** The answers of one declaration's words, by the table key each is declared at. */
const keepingAnswers = (keeping: RecordKeeping): [string, DeclaredAnswer][] => {
  const record = nameOfSchema(keeping.schema ?? keeping.screen.schema);
  const found: [string, DeclaredAnswer][] = [];
  const answer = (key: string | undefined, status: 200 | 201, description: string, schema: AnswerSchema) => {
    if (key) found.push([key, { status, description, schema }]);
  };

  const { accounts } = keeping;
  if (accounts?.read) {
    const names = accounts.names ?? {};
    const fields = ['account_id', ...(accounts.named || accounts.names ? ['account_name'] : []), ...Object.keys(names)];
    const schema = objectOf(fields, (f) => (f in names ? fieldOf(names[f]!, [record]) : fieldOf(f, ['account'])));
    answer(accounts.read, 200, 'The assignment: the account, and the record it is assigned to', schema);
  }

  for (const child of keeping.children ?? []) {
    // A row as the save's validator takes it, with the record it belongs to and its looked-up fields.
    const base = validatorSpecs[child.validator].base;
    const items = (propertiesOf(base)[child.field] as Schema | undefined)?.items;
    const row = nameOfSchema(items as object) ?? (items ? { $ref: `#/components/schemas/${base}/properties/${child.field}/items` } : {});
    const hooked = hookOf(keeping)?.childAnswers?.[child.field] ?? {};
    const extra = [...(child.in ? [child.in.key] : []), ...Object.keys(hooked)];
    const typeOf = (f: string) => hooked[f] ?? fieldOf(f, [record]);
    const rows = listOf({
      allOf: [typeof row === 'string' ? ref(row) : row, { ...objectOf(extra, typeOf), required: [child.id, ...child.fields, ...extra] }],
    });
    answer(child.read, 200, 'The rows, in their order', rows);
    answer(child.save, 200, 'The rows as saved, in their order', rows);
  }

  if (!record && keeping.schema) {
    // A declaration whose schema is its own gives the names of its rows' fields, not their types.
    const declared = (keeping.schema.properties ?? {}) as Schema;
    const fields = [recordIdOf(keeping), ...(keeping.listed ?? keeping.fields)];
    answer(
      recordCallKey(keeping, 'list'),
      200,
      'The records, a JSON array',
      listOf(objectOf(fields, (f) => (declared[f] as AnswerSchema | undefined) ?? {})),
    );
  }

  // A hook's answer for a call stands over the words' (its calls answer as it says).
  const hooked = hookOf(keeping)?.routeAnswers ?? {};
  return [
    ...found.filter(([key]) => !(key in hooked)),
    ...Object.entries(hooked).map(([key, declared]): [string, DeclaredAnswer] => [
      key,
      { ...declared, schema: declared.schema.record === true && record ? ref(record) : declared.schema },
    ]),
  ];
};

/** Every declaration's word answers, by the call as its screen declares it (`'GET /a/:id/b'`). */
export const recordAnswers = (keepings: readonly RecordKeeping[]): [string, DeclaredAnswer][] =>
  keepings.flatMap((keeping) =>
    keepingAnswers(keeping).flatMap(([key, answer]) => {
      const spec = keeping.screen.endpoints[key];
      return spec ? [[spec, answer] as [string, DeclaredAnswer]] : [];
    }),
  );
