import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Nice value of the model's thread: below the HTTP and planner threads, above nothing else. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's CPU priority (Linux: nice is per thread, and threads created afterwards, such as
 * onnxruntime's, inherit it), so reading a document yields the cores to answering requests. Elsewhere, or where
 * the thread cannot be named, it changes nothing and says so.
 */
export function lowerThisThreadPriority(nice = BACKGROUND_NICE): boolean {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>"
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    // never raise it: a process started with a higher nice value keeps it
    if (getPriority(tid) < nice) setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
