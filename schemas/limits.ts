// Where a schema leaves a text or a list unbounded: every text declares maxLength and every list
// maxItems (schemas/limits.test.ts holds every schema to it). A text whose values are all listed
// (enum, const, a choice of consts) is bounded by them. Conditions (`if`, `not`) only test a value
// the other keywords define, so they are not read.

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const types = (node: Node): readonly unknown[] => (Array.isArray(node.type) ? node.type : [node.type]);

const listed = (node: Node): boolean =>
  Array.isArray(node.enum) ||
  'const' in node ||
  (Array.isArray(node.oneOf) && node.oneOf.length > 0 && node.oneOf.every((choice) => isNode(choice) && 'const' in choice));

/** The subschemas that define values (not conditions), with the path part leading to each. */
const children = (node: Node): [string, unknown][] => [
  ...Object.entries(isNode(node.properties) ? node.properties : {}).map(([key, value]): [string, unknown] => [`/properties/${key}`, value]),
  ['/items', node.items],
  ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((word) =>
    Array.isArray(node[word]) ? (node[word] as unknown[]).map((value, i): [string, unknown] => [`/${word}/${i}`, value]) : [],
  ),
  ['/then', node.then],
  ['/else', node.else],
];

/** Each path of the schema (JSON pointer) where a text has no maxLength or a list no maxItems, and which. */
export const unboundedPaths = (schema: unknown, path = ''): string[] => {
  if (!isNode(schema)) return [];
  const own: string[] = [];
  if (types(schema).includes('string') && schema.maxLength === undefined && !listed(schema)) own.push(`${path}: text without maxLength`);
  if (types(schema).includes('array') && schema.maxItems === undefined) own.push(`${path}: list without maxItems`);
  return [...own, ...children(schema).flatMap(([part, child]) => unboundedPaths(child, `${path}${part}`))];
};
