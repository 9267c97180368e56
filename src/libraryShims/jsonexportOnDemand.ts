// What react-admin's default list exporter imports as 'jsonexport/dist/index.js' (vite.config.ts
// `resolve.alias`): the same callback API, with jsonexport itself loaded on the first export.
//
// Why: ra-core's ListBase imports its default exporter, and with it jsonexport (about 3 KB
// gzip), into every list's first screen, though no console screen exports through it (the first screen's
// 200 KB budget). Its API is callback-based, so loading it on demand changes nothing for a caller.
import type { UserOptions } from 'jsonexport';

type Callback = (err: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, optionsOrCallback: UserOptions | Callback, callback?: Callback): void {
  const done = (typeof optionsOrCallback === 'function' ? optionsOrCallback : callback)!;
  import('jsonexport/dist/index').then(
    ({ default: convert }) =>
      typeof optionsOrCallback === 'function'
        ? convert(data as object, optionsOrCallback)
        : convert(data as object, optionsOrCallback, callback!),
    (error: Error) => done(error, ''),
  );
}
