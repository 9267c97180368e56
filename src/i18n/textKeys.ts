// Every key of the English texts as a type: `TextKeys` (language/textKey.ts) is filled here by
// declaration merging, so a screen config naming a key that has no text fails the type check.
// The configs sit below the texts (imports run one way), hence the merge instead of an import.
import type { Messages } from './en/all';

/** 'a.b.c' for each string leaf of a nested texts object. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends object ? Leaves<T[K], `${P}${K}.`> : never;
}[keyof T & string];

export type TextKeyOf<T> = Leaves<T>;

declare module '../../language/textKey' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the mapped type it extends
  interface TextKeys extends Record<Leaves<Messages>, true> {}
}
