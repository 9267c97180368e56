// A fold run in a worker thread (./offThread.ts starts it): parsing and writing tens of
// megabytes there keeps the platform answering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { foldSegments } from './fold';

const { file, from, to } = workerData as { file: string; from: number; to: number };
await foldSegments(file, from, to);
parentPort!.postMessage('folded');
