// The platform check's core: every read (GET) of the contract document made against a platform
// with a signed-in token and real ids, each answer compared with the document's answer schema.
// It only reads. One result per call: ok, what differs, or why it was not made.
import { answerChecker } from './answerCheck';
import { unreachedBecause, type Fetcher } from './client';
import { idFieldOf, listKey, paramValue, readsOf, type Contract, type ListAnswer, type Read } from './readPlan';
import type { Session } from './signIn';

export interface CallResult {
  /** `GET /auth/users/{id}` */
  call: string;
  outcome: 'ok' | 'differs' | 'skipped';
  /** what differs, or why it was skipped; for an ok, what was read */
  notes: string[];
}

export interface CheckReadsOptions {
  base: string;
  session: Session;
  fetcher: Fetcher;
  contract: Contract;
  /** after each call: how many are done of how many */
  onProgress?: (done: number, total: number, call: string) => void;
}

const answerSchemaOf = (read: Read) => read.operation.responses?.['200']?.content?.['application/json']?.schema;

const readOne = async (options: CheckReadsOptions, read: Read, lists: Map<string, ListAnswer>): Promise<CallResult> => {
  const call = `GET ${read.path}`;
  const roles = read.operation['x-roles'] ?? [];
  if (roles.length > 0 && !roles.includes(options.session.role ?? ''))
    return { call, outcome: 'skipped', notes: [`not a call of the role ${options.session.role ?? '(none)'} (only ${roles.join(', ')})`] };
  let path = read.path;
  for (const param of read.params) {
    const found = paramValue(read, param, lists, options.contract);
    if ('none' in found) return { call, outcome: 'skipped', notes: [found.none] };
    path = path.replace(`{${param}}`, encodeURIComponent(found.value));
  }
  let res: Response;
  try {
    res = await options.fetcher(`${options.base}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${options.session.token}` },
    });
  } catch (failure) {
    const why = failure instanceof Error && failure.name === 'TimeoutError' ? 'no answer within the time limit' : unreachedBecause(failure);
    return { call, outcome: 'differs', notes: [`${path}: ${why}`] };
  }
  const text = await res.text();
  // Ids of two separate lists (an account and a group) need not name a record together.
  if (res.status === 404 && read.params.length > 1) return { call, outcome: 'skipped', notes: [`no record at ${path}`] };
  if (res.status !== 200) return { call, outcome: 'differs', notes: [`${path}: status ${res.status}, expected 200`] };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { call, outcome: 'differs', notes: [`${path}: the answer is not JSON`] };
  }
  if (read.params.length === 0 && Array.isArray(body)) {
    const rows = body.filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object');
    lists.set(listKey(read.path), { rows, idField: idFieldOf(read.operation, rows) });
  }
  const schema = answerSchemaOf(read);
  if (!schema) return { call, outcome: 'ok', notes: [`${path} (no answer schema declared: status and JSON only)`] };
  const checker = answerChecker(schema, options.contract.components.schemas);
  const differences = checker.differences(body);
  if (differences.length > 0) return { call, outcome: 'differs', notes: differences.map((d) => `${path}: ${d}`) };
  const unknown = checker.unknownFields(body);
  return {
    call,
    outcome: 'ok',
    notes: [
      Array.isArray(body) ? `${path} (${body.length} records)` : path,
      ...(unknown.length ? [`extra fields the record's schema does not know (the console does not read them): ${unknown.join(', ')}`] : []),
    ],
  };
};

export const checkReads = async (options: CheckReadsOptions): Promise<CallResult[]> => {
  const reads = readsOf(options.contract);
  const lists = new Map<string, ListAnswer>();
  const results: CallResult[] = [];
  for (const read of reads) {
    results.push(await readOne(options, read, lists));
    options.onProgress?.(results.length, reads.length, `GET ${read.path}`);
  }
  return results;
};
