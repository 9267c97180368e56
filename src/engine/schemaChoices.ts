// The fixed choices a schema gives a field: an `enum`'s values, shown as themselves, or a
// `oneOf` of `{ const, title }` (schemas/fields.ts `labelledChoice`), each code shown by its title.

/** A select's option: the value sent, the words shown. */
export interface SchemaChoice {
  id: string;
  name: string;
}

interface ChoiceProperty {
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly object[];
}

type Labelled = { readonly const: unknown; readonly title?: unknown };

/** The `oneOf` branches when every one is a const: a labelled choice (any other `oneOf` is not). */
const labelled = (property: ChoiceProperty | undefined): readonly Labelled[] | undefined => {
  const branches = property?.oneOf;
  return branches?.length && branches.every((b) => 'const' in b) ? (branches as readonly Labelled[]) : undefined;
};

const titleOf = (branch: Labelled) => (typeof branch.title === 'string' ? branch.title : String(branch.const));

/** The field's options, in the schema's order; undefined when the schema fixes none. */
export const schemaChoices = (property: ChoiceProperty | undefined): SchemaChoice[] | undefined => {
  const branches = labelled(property);
  if (branches) return branches.map((b) => ({ id: String(b.const), name: titleOf(b) }));
  return property?.enum?.map((v) => ({ id: String(v), name: String(v) }));
};

/** The title of a stored code, where the schema labels it; undefined otherwise (shown as it is). */
export const choiceTitle = (property: ChoiceProperty | undefined, value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const branch = labelled(property)?.find((b) => String(b.const) === String(value));
  return branch && titleOf(branch);
};
