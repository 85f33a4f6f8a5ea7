import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The catalogue's data folder: `services/planner/catalogue`, the same from `src/` (tests) and `dist/`. */
export const CATALOGUE_DIR = join(__dirname, '..', '..', 'catalogue');

export interface RawCountryFile {
  readonly fileName: string;
  readonly content: unknown;
}

/** Every country file (`<cc>.json`) of a catalogue folder, parsed but not yet validated. */
export function readCountryFiles(dir: string = CATALOGUE_DIR): RawCountryFile[] {
  return readdirSync(dir)
    .filter((name) => /^[a-z]{2}\.json$/.test(name))
    .sort()
    .map((fileName) => ({
      fileName,
      content: JSON.parse(readFileSync(join(dir, fileName), 'utf8')) as unknown,
    }));
}
