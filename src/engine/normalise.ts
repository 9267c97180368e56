/** react-admin turns an emptied input into null; the platform expects the field left out. */
export const withoutEmpty = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''));
