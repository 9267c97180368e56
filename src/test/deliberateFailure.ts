// A failure a test causes on purpose (a platform call that answers an error). The console still
// logs it, as it should in use; the test set-up (src/test/setup.ts) leaves exactly these out of
// the test output, so any other error a test logs still shows.
const DELIBERATE = Symbol.for('slink.test.deliberateFailure');

export const deliberateFailure = (message: string): Error => deliberate(new Error(message));

/** Marks an error of another kind (react-admin's HttpError with its status) as caused on purpose. */
export const deliberate = <T extends object>(error: T): T => Object.assign(error, { [DELIBERATE]: true });

export const isDeliberateFailure = (value: unknown): boolean => typeof value === 'object' && value !== null && DELIBERATE in value;
