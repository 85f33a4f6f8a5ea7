import { join, resolve } from 'node:path';

/** The repository root, found from this package's location (services/standalone/dist or src). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export const DEFAULT_STATIC_DIR = join(REPO_ROOT, 'frontend', 'dist');

export const DEFAULT_REALM_FILE = join(REPO_ROOT, 'infra', 'keycloak', 'realm-europa-launchpad.json');

export function serviceEntryPoint(service: string): string {
  return join(REPO_ROOT, 'services', service, 'dist', 'main.js');
}

/** The company behind the site: the facts of its legal notice and contact page (ADR 5). */
export const DEFAULT_COMPANY_FILE = join(REPO_ROOT, 'config', 'company.json');
