import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import { EXAMPLE_COMPANY } from '@/config/company';

/** The file a deployer fills in, at the repository's root (the server reads it; ADR 5). */
const shipped = JSON.parse(readFileSync(resolve(__dirname, '../../../config/company.json'), 'utf8')) as {
  example?: boolean;
  $comment?: string;
};

describe('EXAMPLE_COMPANY', () => {
  it.runIf(shipped.example === true)(
    'is the example of config/company.json (the first view is built with it)',
    () => {
      const { $comment: _comment, ...facts } = shipped;
      expect(EXAMPLE_COMPANY).toEqual(facts);
    },
  );
});
