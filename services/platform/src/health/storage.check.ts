import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import type { CheckResult } from './health.registry';

/** Creates the folder of an embedded store and reports whether the process can write to it. */
export function writableDirCheck(dir: string): () => Promise<CheckResult> {
  return async () => {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    return { status: 'up' };
  };
}
