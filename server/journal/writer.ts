// The journal's one writer: lines go to disk in the order they were given, and all the lines
// that arrive while one flush runs share the next one (one write, one fdatasync), so a burst of
// writes costs a few syncs rather than one each. A step (a new segment, the whole file written)
// runs between the lines given before it and those given after it.

type Item =
  | { line: string; done: () => void; failed: (error: unknown) => void }
  | { step: () => Promise<void>; done: () => void; failed: (error: unknown) => void };

export interface Writer {
  /** resolves once the line, and every line given before it, is on disk */
  append(line: string): Promise<void>;
  /** runs `step` after everything given before it; what is given after it waits for it */
  step(step: () => Promise<void>): Promise<void>;
  /** resolves once everything given so far is done, or failed */
  drain(): Promise<void>;
}

/** `flush` writes and syncs the text of several lines at once to the current segment. */
export const createWriter = (flush: (text: string) => Promise<void>): Writer => {
  const queue: Item[] = [];
  let running: Promise<void> | null = null;

  const run = async () => {
    while (queue.length > 0) {
      const first = queue[0];
      if ('step' in first) {
        queue.shift();
        await first.step().then(first.done, first.failed);
        continue;
      }
      const batch: Extract<Item, { line: string }>[] = [];
      while (queue.length > 0 && 'line' in queue[0]) batch.push(queue.shift() as Extract<Item, { line: string }>);
      await flush(batch.map((item) => item.line).join('')).then(
        () => batch.forEach((item) => item.done()),
        (error: unknown) => batch.forEach((item) => item.failed(error)),
      );
    }
    running = null;
  };
  const enqueue = (item: (done: () => void, failed: (error: unknown) => void) => Item) =>
    new Promise<void>((done, failed) => {
      queue.push(item(done, failed));
      running ??= run();
    });

  return {
    append: (line) => enqueue((done, failed) => ({ line, done, failed })),
    step: (step) => enqueue((done, failed) => ({ step, done, failed })),
    drain: () => enqueue((done) => ({ step: async () => undefined, done, failed: done })),
  };
};
