// Which cells of a table row hold a secret: those the row's schema makes `writeOnly` (JSON Schema's
// word for a value sent and never read back), for every row or by an if/then on the row's own
// values (an API link's password rows). The table masks them and a kept draft leaves them out.
import type { InlineSchema } from '../../language/types';

interface Branch {
  if?: { properties?: Readonly<Record<string, { const?: unknown }>> };
  then?: { properties?: Readonly<Record<string, { writeOnly?: boolean }>> };
}

/** The branch's `if` holds for the row: each property it names has its `const` there. */
const holds = (branch: Branch, row: Readonly<Record<string, unknown>>) =>
  Object.entries(branch.if?.properties ?? {}).every(([name, rule]) => 'const' in rule && String(row[name]) === String(rule.const));

export const isSecretCell = (item: InlineSchema | undefined, row: Readonly<Record<string, unknown>>, field: string): boolean =>
  item?.properties[field]?.writeOnly === true ||
  ((item?.allOf ?? []) as readonly Branch[]).some((branch) => branch.then?.properties?.[field]?.writeOnly === true && holds(branch, row));
