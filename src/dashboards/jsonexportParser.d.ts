// jsonexport's own CSV parser. Its package entry also loads Node's `stream` (for a streaming
// API), which a browser bundle cannot provide, so the console uses the parser module directly.
declare module 'jsonexport/lib/parser/csv' {
  import type { UserOptions } from 'jsonexport';

  export default class Parser {
    constructor(options: Required<Pick<UserOptions, 'headers' | 'rename' | 'textDelimiter' | 'rowDelimiter' | 'endOfLine'>> & UserOptions);
    parse(json: readonly object[], done: (error: Error | null, csv: string) => void): void;
  }
}
