// The heaviest body a schema admits, as an honest client would send it: every text at its
// maxLength in characters of 3 bytes (€), every list at its maxItems, every number at its longest,
// the longest of listed values; a part the schema leaves open is left out.
type Node = Record<string, unknown>;

/** The heaviest value a schema admits, as an honest client would send it (an open part left out). */
export const heaviest = (schema: unknown): unknown => {
  const node = (typeof schema === 'object' && schema !== null ? schema : {}) as Node;
  const listed = Array.isArray(node.enum) ? node.enum : Array.isArray(node.oneOf) ? node.oneOf.map((c) => (c as Node).const) : undefined;
  if (listed) return listed.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  const types = ([] as unknown[]).concat(node.type ?? (node.properties ? 'object' : []));
  if (types.includes('array')) return Array.from({ length: node.maxItems as number }, () => heaviest(node.items));
  if (types.includes('object'))
    return Object.fromEntries(
      Object.entries(node.properties as Node)
        .filter(([, property]) => ['type', 'enum', 'const', 'oneOf', 'properties'].some((word) => Object.hasOwn(property as Node, word)))
        .map(([key, property]) => [key, heaviest(property)]),
    );
  if (types.includes('string')) return '€'.repeat(node.maxLength as number);
  if (types.includes('integer') || types.includes('number')) return -1.2345678901234567e-308;
  if (types.includes('boolean')) return false;
  return null;
};

/** Bytes of a value's JSON text. */
export const weight = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
