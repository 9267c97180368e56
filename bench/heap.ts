// JS heap of a page after a full garbage collection, over the DevTools protocol: the page's main
// thread, and its dedicated workers each apart (a worker has a heap of its own). Workers are
// reached through the page's session (auto-attach without flattening), since playwright-core
// gives no session of their own.
import type { BrowserContext, Page } from 'playwright-core';

export interface HeapFigures {
  /** MB used by the page's main thread after GC */
  mainMb: number;
  /** MB used by each dedicated worker after GC */
  workersMb: number[];
}

interface Attached {
  sessionId: string;
  targetInfo: { type: string };
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

export const heapAfterGc = async (context: BrowserContext, page: Page): Promise<HeapFigures> => {
  const cdp = await context.newCDPSession(page);
  try {
    const workers: string[] = [];
    const replies = new Map<number, (result: unknown) => void>();
    cdp.on('Target.attachedToTarget' as never, (event: Attached) => {
      if (event.targetInfo.type === 'worker') workers.push(event.sessionId);
    });
    cdp.on('Target.receivedMessageFromTarget' as never, (event: { message: string }) => {
      const reply = JSON.parse(event.message) as { id: number; result?: unknown; error?: unknown };
      replies.get(reply.id)?.(reply.result ?? reply.error);
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    let next = 1;
    const inWorker = <T>(sessionId: string, method: string) =>
      new Promise<T>((resolve) => {
        const id = next++;
        replies.set(id, resolve as (result: unknown) => void);
        void cdp.send('Target.sendMessageToTarget' as never, { sessionId, message: JSON.stringify({ id, method }) } as never);
      });
    await cdp.send('HeapProfiler.collectGarbage');
    const main = await cdp.send('Runtime.getHeapUsage');
    const workersMb: number[] = [];
    for (const sessionId of workers) {
      await inWorker(sessionId, 'HeapProfiler.collectGarbage');
      workersMb.push(mb((await inWorker<{ usedSize: number }>(sessionId, 'Runtime.getHeapUsage')).usedSize));
    }
    return { mainMb: mb(main.usedSize), workersMb };
  } finally {
    await cdp.detach();
  }
};
