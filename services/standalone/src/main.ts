import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { exitOnStartFailure, installShutdown, orExitOnConfigError } from '@site/platform';
import { loadCompanyFile } from './company.file';
import { createStandaloneApp } from './standalone.app';
import { loadStandaloneConfig } from './standalone.env';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = orExitOnConfigError(() => loadStandaloneConfig());
  const company = orExitOnConfigError(() => loadCompanyFile(config.COMPANY_FILE));
  const app = await createStandaloneApp(config, company);
  installShutdown(app, config.SHUTDOWN_TIMEOUT_MS);
  await app.listen(config.PORT, config.HOST);
  new Logger('bootstrap').log(
    `standalone server ready on http://${config.HOST}:${config.PORT} in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

main().catch(exitOnStartFailure('standalone server'));
