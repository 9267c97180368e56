// The platform check's writes (`--writes`): one record it makes itself and deletes again, so a real
// platform keeps nothing of the check. The record is the first of the contract document whose
// create (POST <list>, answered 201) and delete (DELETE <list>/{id}) the signed-in role may make and
// whose body can be made from its schema alone: the fields its validator requires are text its
// pattern allows, or choices, and the validator has no rule beyond them (shared/validation).
import { validatorSpecs, type ValidatorName } from '../../schemas/validators';
import { answerChecker } from './answerCheck';
import type { CallResult } from './checkReads';
import type { Fetcher } from './client';
import { idFieldOf, type Contract, type Operation } from './readPlan';
import type { Session } from './signIn';

type Schema = Record<string, unknown>;
type WriteOperation = Operation & {
  requestBody?: { 'x-validator'?: string; content?: Record<string, { schema?: Schema }> };
};

export interface WritePlan {
  /** the list path the record is made at, as the document names it */
  path: string;
  /** the delete's path, its parameter in braces */
  deletePath: string;
  title: string;
  body: Record<string, unknown>;
  create: WriteOperation;
}

const REF = '#/components/schemas/';

/** A value for one required field, from its schema; undefined when the schema alone cannot make one. */
const valueFor = (property: Schema | undefined, stamp: string): unknown => {
  if (!property) return undefined;
  if (Array.isArray(property.enum)) return property.enum[0];
  const choices = property.oneOf as Schema[] | undefined;
  if (choices?.length && 'const' in choices[0]!) return choices[0]!.const;
  const types = ([] as unknown[]).concat(property.type);
  if (!types.includes('string') || property.format) return undefined;
  const text = stamp.slice(0, typeof property.maxLength === 'number' ? property.maxLength : undefined);
  // A text the field's pattern allows (plain text: no markup); one it does not, the check cannot make.
  return typeof property.pattern !== 'string' || new RegExp(property.pattern, 'u').test(text) ? text : undefined;
};

const bodyFor = (create: WriteOperation, contract: Contract, stamp: string) => {
  const validator = create.requestBody?.['x-validator'] as ValidatorName | undefined;
  const schema = create.requestBody?.content?.['application/json']?.schema;
  if (!validator || !schema || (validatorSpecs[validator]?.rules ?? []).length > 0) return undefined;
  const parts = (schema.allOf as Schema[] | undefined) ?? [schema];
  const base = contract.components.schemas[String(parts[0]?.$ref ?? '').slice(REF.length)];
  const properties = (base?.properties ?? {}) as Record<string, Schema>;
  const body: Record<string, unknown> = {};
  for (const field of parts.flatMap((part) => (part.required as string[] | undefined) ?? [])) {
    body[field] = valueFor(properties[field], stamp);
    if (body[field] === undefined) return undefined;
  }
  return { body, title: String(base?.title ?? 'record') };
};

const allows = (operation: Operation | undefined, role: string | null) =>
  Boolean(operation) && (operation!['x-roles']?.length === 0 || operation!['x-roles']!.includes(role ?? ''));

/** The record the writes make and delete, or undefined when no record of the role's can be made from its schema. */
export const writePlan = (contract: Contract, role: string | null, stamp: string): WritePlan | undefined => {
  for (const [path, methods] of Object.entries(contract.paths)) {
    const create = methods.post as WriteOperation | undefined;
    if (!create?.responses?.['201'] || !allows(create, role)) continue;
    const deletePath = Object.keys(contract.paths).find(
      (other) =>
        new RegExp(`^${path.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\{\\w+\\}$`).test(other) &&
        allows(contract.paths[other]!.delete, role),
    );
    const made = deletePath && bodyFor(create, contract, stamp);
    if (made) return { path, deletePath, create, ...made };
  }
  return undefined;
};

const send = async (fetcher: Fetcher, url: string, session: Session, method: string, body?: unknown) => {
  const res = await fetcher(url, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // not JSON: said below as the answer's text
  }
  return { status: res.status, answer };
};

/** Makes the planned record, checks the answer, deletes it and checks it is gone. */
export const writeRoundTrip = async (
  plan: WritePlan,
  base: string,
  session: Session,
  fetcher: Fetcher,
  contract: Contract,
): Promise<CallResult[]> => {
  const create = `POST ${plan.path}`;
  const made = await send(fetcher, `${base}${plan.path}`, session, 'POST', plan.body);
  if (made.status !== 201)
    return [{ call: create, outcome: 'differs', notes: [`status ${made.status}, expected 201: ${JSON.stringify(made.answer)}`] }];
  const schema = plan.create.responses?.['201']?.content?.['application/json']?.schema;
  const differences = schema ? answerChecker(schema, contract.components.schemas).differences(made.answer) : [];
  const list = contract.paths[plan.path]?.get;
  const record = (made.answer ?? {}) as Record<string, unknown>;
  const idField = (list && list['x-id-field']) ?? idFieldOf({}, [record]);
  const id = idField ? record[idField] : undefined;
  const results: CallResult[] = [
    {
      call: create,
      outcome: differences.length ? 'differs' : 'ok',
      notes: differences.length ? differences : [`made ${plan.title} ${String(id)}`],
    },
  ];
  if (id === undefined || id === null) {
    results.push({
      call: create,
      outcome: 'differs',
      notes: [`the answer has no id (${idField ?? 'no id field'}): the record is left on the platform`],
    });
    return results;
  }
  const call = `DELETE ${plan.deletePath}`;
  const deletePath = plan.deletePath.replace(/\{\w+\}/, encodeURIComponent(String(id)));
  const gone = await send(fetcher, `${base}${deletePath}`, session, 'DELETE');
  if (gone.status !== 200) {
    results.push({
      call,
      outcome: 'differs',
      notes: [`${deletePath}: status ${gone.status}, expected 200; the record is left on the platform`],
    });
    return results;
  }
  const listed = list ? await send(fetcher, `${base}${plan.path}`, session, 'GET') : undefined;
  const still =
    Array.isArray(listed?.answer) && listed.answer.some((row: Record<string, unknown>) => String(row?.[idField!]) === String(id));
  results.push(
    still
      ? { call, outcome: 'differs', notes: [`${deletePath}: answered 200, but ${plan.path} still lists it`] }
      : { call, outcome: 'ok', notes: [`${deletePath}: deleted`] },
  );
  return results;
};
