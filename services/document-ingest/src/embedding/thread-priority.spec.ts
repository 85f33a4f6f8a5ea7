import { existsSync, readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

// Runs the built module (`npm run build:services`) on a thread of its own, as the embedding thread does.
const BUILT = join(__dirname, '..', '..', 'dist', 'embedding', 'thread-priority.js');
const threadId = () => Number(readlinkSync('/proc/thread-self').split('/').pop());

describe('lowerThisThreadPriority', () => {
  const onLinux = process.platform === 'linux' ? it : it.skip;

  onLinux("lowers the calling thread's priority and leaves the other threads' alone", async () => {
    expect(existsSync(BUILT)).toBe(true);
    const mainBefore = getPriority(threadId());
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const { getPriority } = require('node:os');
       const { readlinkSync } = require('node:fs');
       const lowered = require(${JSON.stringify(BUILT)}).lowerThisThreadPriority(7);
       const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
       parentPort.postMessage({ lowered, priority: getPriority(tid) });`,
      { eval: true },
    );
    const answer = await new Promise<{ lowered: boolean; priority: number }>((resolve) =>
      worker.once('message', resolve),
    );
    await worker.terminate();

    expect(answer).toEqual({ lowered: true, priority: Math.max(7, mainBefore) });
    expect(getPriority(threadId())).toBe(mainBefore);
  });
});
