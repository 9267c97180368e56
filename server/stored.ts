/**
 * A schema's type as the platform stores it: only the named fields, all present, and the id
 * fields as numbers (the schemas also accept digit strings, as the console's pickers send them).
 */
export type Stored<T, K extends keyof T, Id extends K = never> = { [P in K]-?: P extends Id ? Extract<T[P], number> : T[P] };
