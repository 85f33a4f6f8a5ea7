import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceEnv } from '@site/platform';
import { distributedEnv } from './distributed.env';
import { REPO_ROOT } from './paths';
import { ALL_SERVICES } from './services';
import { standaloneEnv } from './standalone.env';

describe('README configuration table', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  );

  it('documents every environment variable the processes read', () => {
    const variables = new Set([
      ...Object.keys(standaloneEnv),
      ...ALL_SERVICES.flatMap((service) => Object.keys(service.env)),
      ...Object.keys(distributedEnv),
      ...Object.keys(serviceEnv(0)),
    ]);
    const undocumented = [...variables].filter((name) => !section.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });
});
