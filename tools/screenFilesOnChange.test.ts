// In development the lists follow the files: a changed screen text is written into its file's
// text pack again, which is what Vite sees.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { feedsScreenFiles, rewriteScreenFilesOnChange } from './screenFilesOnChange';
import { ROOT } from './screenFileKinds';

describe('the lists in development', () => {
  it('are written again once per burst of changes to the files they are made of', async () => {
    vi.useFakeTimers();
    try {
      const listeners: ((file: string) => void)[] = [];
      const write = vi.fn(() => Promise.resolve());
      rewriteScreenFilesOnChange({ on: (_event, listener) => listeners.push(listener) }, write, 100);
      listeners[1](join(ROOT, 'resources', 'users.ts'));
      listeners[1](join(ROOT, 'resources', 'channelAssignment.texts.ts'));
      await vi.advanceTimersByTimeAsync(150);
      expect(write).toHaveBeenCalledTimes(1);
      // What the lists write, and files they are not made of, start nothing.
      listeners[1](join(ROOT, 'resources', 'generated', 'packs', 'users.ts'));
      listeners[1](join(ROOT, 'src', 'engine', 'ListRows.tsx'));
      await vi.advanceTimersByTimeAsync(150);
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are made of the screen configs, their texts and the schemas, not their tests', () => {
    const fed = (path: string) => feedsScreenFiles(join(ROOT, path));
    expect(['resources/users.ts', 'resources/channelAssignment.texts.ts', 'schemas/user.schema.ts'].map(fed)).toEqual([true, true, true]);
    expect(['resources/users.test.tsx', 'resources/generated/packs/users.ts', 'src/i18n/en/shell.ts'].map(fed)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
