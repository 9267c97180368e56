declare function entries<T>(object: Record<string, T>): [string, T][];
export = entries;
