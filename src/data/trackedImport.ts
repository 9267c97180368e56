// The console's code-split parts (form dialog, panels, pages, text packs...) load by dynamic
// import. Each loader is wrapped here so the imports still under way can be awaited: a test that
// ends while one is loading waits for it (src/test/setup.ts), instead of the import finishing
// after the test environment is gone (vitest then fails the run with an EnvironmentTeardownError).
const pending = new Set<Promise<unknown>>();

/** The same loader, with its import counted while under way. */
export const trackedImport =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () => {
    const loading = load();
    pending.add(loading);
    const settled = () => pending.delete(loading);
    loading.then(settled, settled);
    return loading;
  };

/** Resolves once no tracked import is under way (imports started meanwhile included). */
export const importsSettled = async (): Promise<void> => {
  while (pending.size > 0) await Promise.allSettled([...pending]);
};
