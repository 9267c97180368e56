// ajv's standalone ESM output still reaches its runtime helpers with `require(...)` (for example
// `require("ajv/dist/runtime/ucs2length").default`, or ajv-formats' email RegExp). A browser
// bundle has no `require`, and importing those CommonJS files gives different `default`s in
// Vite and in Node. So each helper is resolved here, at build time, and its value written into
// the module as source: a RegExp literal or the function's own text (they are self-contained).

const REQUIRE = /require\("([^"]+)"\)((?:\.[A-Za-z_$][\w$]*)*)/g;

function asSource(value: unknown, ref: string): string {
  if (value instanceof RegExp) return value.toString();
  if (typeof value === 'function') {
    const text = Function.prototype.toString.call(value);
    if (text.includes('[native code]')) throw new Error(`cannot inline native ${ref}`);
    return `(${text})`;
  }
  throw new Error(`cannot inline ${ref}: ${typeof value}`);
}

/** `code` with every `require("m").a.b` replaced by the source of that value. */
export function inlineRequires(code: string, load: (id: string) => unknown): string {
  const out = code.replace(REQUIRE, (ref, id: string, path: string) => {
    let value = load(id);
    for (const key of path.split('.').filter(Boolean)) value = (value as Record<string, unknown>)[key];
    return asSource(value, ref);
  });
  if (/\brequire\(/.test(out)) throw new Error('a require( is left in the generated validators');
  return out;
}
