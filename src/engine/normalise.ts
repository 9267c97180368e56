const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The body a form sends. react-admin turns an emptied input into null. A new record leaves
 * empty fields out (the platform applies its defaults). An existing record sends each emptied
 * field of the form as '' — the platform keeps any field left out, so dropping it would
 * silently keep the old value of a field the user cleared.
 */
export const formBody = (values: Record<string, unknown>, isNew: boolean, fields: readonly string[]): Record<string, unknown> => {
  const cleared = isNew ? [] : fields.filter((f) => isEmpty(values[f]));
  return {
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => !isEmpty(v))),
    ...Object.fromEntries(cleared.map((f) => [f, ''])),
  };
};
