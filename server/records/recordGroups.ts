// A declaring screen's list answered in groups (language/recordTypes.ts `grouped`): rows sharing
// the `by` fields, first seen first, each group carrying those fields and its rows without them.
type Row = Record<string, unknown>;

export const inGroups = (rows: readonly Row[], { by, into }: { by: readonly string[]; into: string }): Row[] => {
  const groups = new Map<string, { fields: Row; rows: Row[] }>();
  for (const row of rows) {
    const key = JSON.stringify(by.map((f) => row[f]));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { fields: Object.fromEntries(by.map((f) => [f, row[f]])), rows: [] }));
    group.rows.push(Object.fromEntries(Object.entries(row).filter(([f]) => !by.includes(f))));
  }
  return [...groups.values()].map((g) => ({ ...g.fields, [into]: g.rows }));
};
