// The i18n provider's translate as the engine's text helpers take it, in a module of its own so
// that any of them can name it without importing another's code.
export type Translate = (key: string, options?: Record<string, unknown>) => string;
