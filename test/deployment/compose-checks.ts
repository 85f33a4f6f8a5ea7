// Cross-references of docker-compose.yml that the compose schema cannot see: dependencies, volumes, secrets, the
// environment each service needs (against its configuration schema), Kong's upstreams and the realm's issuer.
import { existsSync } from 'node:fs';
import { isAbsolute, join, posix } from 'node:path';
import { parse } from 'yaml';
import { checkServiceEnv, type DeployedEnv } from './deployment-env';

type Json = Record<string, unknown>;

export interface ComposeService {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: string[];
  readonly entrypoint?: string[];
  readonly environment?: Record<string, string>;
  readonly volumes?: string[];
  readonly depends_on?: Record<string, { condition?: string; required?: boolean }>;
  readonly healthcheck?: { test?: string[] };
  readonly profiles?: string[];
  readonly read_only?: boolean;
  readonly restart?: string;
  readonly ports?: string[];
  readonly user?: string;
  readonly tmpfs?: string[];
}

export interface ComposeFile {
  readonly services: Record<string, ComposeService>;
  readonly volumes?: Record<string, unknown>;
  readonly secrets?: Record<string, { file?: string }>;
}

/** The commands of the site's image that run one service (scripts/container-entry.mjs) and their ports. */
export const SITE_SERVICES: Readonly<Record<string, number>> = {
  planner: 3001,
  favourites: 3002,
  profile: 3003,
  'chat-orchestrator': 3004,
  'document-ingest': 3005,
  mailer: 3006,
};
const REALM = 'europa-launchpad';

/** Replaces `${VAR:-default}` and `${VAR-default}` with the default (or empty), `$$` with `$`. */
export function interpolateDefaults(text: string): string {
  return text
    .replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_, _name: string, fallback?: string) => fallback ?? '')
    .replace(/\$\$/g, '$');
}

/** Parses the compose file as Compose does: anchors and merge keys resolved, environment lists made maps. */
export function parseCompose(text: string): ComposeFile {
  const raw = parse(text, { merge: true }) as Json;
  const services = Object.fromEntries(
    Object.entries((raw.services ?? {}) as Record<string, Json>).map(([name, service]) => {
      const environment = Array.isArray(service.environment)
        ? Object.fromEntries(
            (service.environment as string[]).map((entry) => entry.split(/=(.*)/s).slice(0, 2)),
          )
        : service.environment;
      const dependsOn = Array.isArray(service.depends_on)
        ? Object.fromEntries(
            (service.depends_on as string[]).map((dep) => [dep, { condition: 'service_started' }]),
          )
        : service.depends_on;
      const asList = (value: unknown) =>
        typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : (value as string[] | undefined);
      const fixed = {
        ...service,
        environment,
        depends_on: dependsOn,
        command: asList(service.command),
        entrypoint: asList(service.entrypoint),
      };
      return [name, JSON.parse(interpolateDefaults(JSON.stringify(fixed))) as ComposeService];
    }),
  );
  return { ...(raw as object), services } as ComposeFile;
}

interface Mount {
  readonly source: string;
  readonly target: string;
  readonly readOnly: boolean;
  readonly bind: boolean;
}

export function mountsOf(service: ComposeService): Mount[] {
  return (service.volumes ?? []).map((entry) => {
    const [source, target, mode = ''] = entry.split(':');
    return {
      source,
      target,
      readOnly: mode.split(',').includes('ro'),
      bind: source.startsWith('.') || source.startsWith('/'),
    };
  });
}

function isSiteImage(service: ComposeService): boolean {
  return service.build !== undefined;
}

function siteCommand(service: ComposeService): string | undefined {
  return isSiteImage(service) ? service.command?.[0] : undefined;
}

function inactiveByDefault(service: ComposeService | undefined): boolean {
  return (service?.profiles?.length ?? 0) > 0;
}

/** The value after a flag in a command line (`--issuer X`). */
function flag(command: readonly string[] | undefined, name: string): string | undefined {
  const at = command?.indexOf(name) ?? -1;
  return at >= 0 ? command?.[at + 1] : undefined;
}

/** Every problem found; an empty list means the cross-references hold. */
export function checkCompose(
  compose: ComposeFile,
  repoRoot: string,
  kongUpstreams: readonly string[],
): string[] {
  const problems: string[] = [];
  const { services } = compose;
  const declaredVolumes = new Set(Object.keys(compose.volumes ?? {}));
  const usedVolumes = new Set<string>();

  for (const [name, service] of Object.entries(services)) {
    const where = `services.${name}`;
    if (!service.image && !service.build) problems.push(`${where} has neither image nor build`);
    if (service.image && !service.build && !/:[\w.-]*\d+\.\d+(\.\d+)?[\w.-]*$/.test(service.image)) {
      problems.push(`${where}.image ${service.image} is not pinned to a version`);
    }
    for (const [dependency, { condition = 'service_started', required = true }] of Object.entries(
      service.depends_on ?? {},
    )) {
      const target = services[dependency];
      if (!target) {
        problems.push(`${where}.depends_on names ${dependency}, which is not a service`);
        continue;
      }
      if (condition === 'service_healthy' && !target.healthcheck?.test) {
        problems.push(`${where} waits for ${dependency} to be healthy, which has no healthcheck`);
      }
      if (condition === 'service_completed_successfully' && target.restart !== 'no') {
        problems.push(
          `${where} waits for ${dependency} to complete, which is not a one-shot job (restart: "no")`,
        );
      }
      if (condition === 'service_started') {
        problems.push(`${where} depends on ${dependency} without waiting for it to be healthy or done`);
      }
      if (required && inactiveByDefault(target) && !inactiveByDefault(service)) {
        problems.push(
          `${where} requires ${dependency}, which runs only with a profile (add required: false)`,
        );
      }
    }
    for (const mount of mountsOf(service)) {
      if (mount.bind) {
        if (isAbsolute(mount.source)) problems.push(`${where} mounts the host path ${mount.source}`);
        else if (!existsSync(join(repoRoot, mount.source))) {
          problems.push(`${where} mounts ${mount.source}, which does not exist`);
        }
        if (!mount.readOnly) problems.push(`${where} mounts ${mount.source} writable`);
      } else if (mount.source) {
        usedVolumes.add(mount.source);
        if (!declaredVolumes.has(mount.source))
          problems.push(`${where} mounts the undeclared volume ${mount.source}`);
      }
    }
    // Secrets are files on a mounted volume, read-only where they are only read.
    for (const [variable, value] of Object.entries(service.environment ?? {})) {
      if (/(PASSWORD|SECRET|TOKEN|API_KEY)$/.test(variable) && value) {
        problems.push(`${where}.environment.${variable} is a secret written into the file`);
      }
      if (typeof value === 'string' && /:\/\/[^/@\s]*:[^/@\s]*@/.test(value)) {
        problems.push(`${where}.environment.${variable} holds credentials`);
      }
      if (variable.endsWith('_FILE')) {
        const mount = mountsOf(service).find(
          (candidate) => value === candidate.target || value.startsWith(`${candidate.target}/`),
        );
        if (!mount) problems.push(`${where}.environment.${variable}: ${value} is on no mounted volume`);
        else if (!mount.readOnly) problems.push(`${where} mounts the secrets of ${variable} writable`);
      }
    }
    for (const [secret, { file } = {}] of Object.entries(compose.secrets ?? {})) {
      if (file && !existsSync(join(repoRoot, file)))
        problems.push(`secrets.${secret}.file ${file} does not exist`);
    }

    const command = siteCommand(service);
    if (command !== undefined && command in SITE_SERVICES) {
      const deployed: DeployedEnv = new Map(
        Object.entries(service.environment ?? {}).map(
          ([variable, value]): [string, { value?: string; fromSecret?: boolean }] =>
            variable.endsWith('_FILE')
              ? [variable.slice(0, -'_FILE'.length), { fromSecret: true }]
              : [variable, { value: String(value) }],
        ),
      );
      for (const problem of checkServiceEnv(command, deployed)) problems.push(`${where}: ${problem.message}`);
      if (name !== command)
        problems.push(`${where} runs ${command}: Kong expects it under the name ${command}`);
      if (!service.depends_on?.nats) problems.push(`${where} does not wait for nats`);
    }
    if (isSiteImage(service) && service.restart !== 'no') {
      if (!service.read_only) problems.push(`${where} does not run with a read-only root filesystem`);
      if (!service.healthcheck?.test) problems.push(`${where} has no healthcheck`);
    }
  }
  for (const volume of declaredVolumes) {
    if (!usedVolumes.has(volume)) problems.push(`volumes.${volume} is declared but never mounted`);
  }

  for (const service of Object.keys(SITE_SERVICES)) {
    if (!services[service]) problems.push(`services.${service} is missing`);
  }
  problems.push(...checkGateway(services, kongUpstreams), ...checkIdentity(services, repoRoot));
  return problems;
}

function checkGateway(services: Record<string, ComposeService>, kongUpstreams: readonly string[]): string[] {
  const problems: string[] = [];
  const kong = services.kong;
  const render = Object.entries(services).find(
    ([, service]) => siteCommand(service) === 'render-kong-config',
  );
  if (!kong || !render) return ['services.kong and the job that renders its configuration are required'];
  const [renderName, renderJob] = render;
  const env = kong.environment ?? {};
  if (!/^kong:3\.\d+\.\d+/.test(kong.image ?? ''))
    problems.push('services.kong must run a pinned Kong 3.x image');
  if (env.KONG_DATABASE !== 'off') problems.push('services.kong must run DB-less (KONG_DATABASE: off)');
  if (!/^127\.0\.0\.1:/.test(env.KONG_ADMIN_LISTEN ?? '')) {
    problems.push('services.kong must keep its admin API on loopback');
  }
  if (!kong.read_only) problems.push('services.kong must run with a read-only root filesystem');
  const config = env.KONG_DECLARATIVE_CONFIG ?? '';
  const configMount = mountsOf(kong).find((mount) => config.startsWith(`${mount.target}/`));
  const outFile = flag(renderJob.command, '--out') ?? '';
  const outMount = mountsOf(renderJob).find((mount) => outFile.startsWith(`${mount.target}/`));
  if (!configMount?.readOnly || !outMount || configMount.source !== outMount.source) {
    problems.push(`services.kong must read, read-only, the file ${renderName} writes`);
  } else if (posix.relative(configMount.target, config) !== posix.relative(outMount.target, outFile)) {
    problems.push(`services.kong reads ${config}, but ${renderName} writes ${outFile}`);
  }
  if (kong.depends_on?.[renderName]?.condition !== 'service_completed_successfully') {
    problems.push(`services.kong must wait for ${renderName} to complete`);
  }
  const input = flag(renderJob.command, '--in') ?? '';
  const source = mountsOf(renderJob).find((mount) => mount.target === input);
  if (source?.source !== './gateway/kong.yml' || !source.readOnly) {
    problems.push(`services.${renderName} must render ./gateway/kong.yml, mounted read-only`);
  }
  // Each upstream of kong.yml (and the web route the render step adds) is a service of the file, on its port.
  const web = flag(renderJob.command, '--web-upstream');
  for (const upstream of [...kongUpstreams, ...(web ? [web] : [])]) {
    const url = new URL(upstream);
    const target = services[url.hostname];
    const command = target && siteCommand(target);
    const port = command === 'web' ? 8080 : command ? SITE_SERVICES[command] : undefined;
    if (!target) problems.push(`kong.yml's upstream ${upstream} is not a service of the compose file`);
    else if (port !== Number(url.port) && !target.environment?.PORT) {
      problems.push(`kong.yml's upstream ${upstream}: ${url.hostname} listens on ${port}`);
    }
    if (target && kong.depends_on?.[url.hostname]?.condition !== 'service_healthy') {
      problems.push(`services.kong does not wait for ${url.hostname} to be healthy`);
    }
  }
  if (!web) problems.push(`services.${renderName} adds no --web-upstream: the SPA would not be served at /`);
  return problems;
}

function checkIdentity(services: Record<string, ComposeService>, repoRoot: string): string[] {
  const problems: string[] = [];
  const keycloak = services.keycloak;
  if (!keycloak) return ['services.keycloak is missing'];
  if (!(keycloak.command ?? []).includes('--import-realm'))
    problems.push('services.keycloak must import the realm');
  const realmFile = `infra/keycloak/realm-${REALM}.json`;
  if (!mountsOf(keycloak).some((mount) => mount.source === `./${realmFile}` && mount.readOnly)) {
    problems.push(`services.keycloak must mount ./${realmFile} read-only`);
  } else if (!existsSync(join(repoRoot, realmFile))) problems.push(`${realmFile} is missing`);
  const hostname = keycloak.environment?.KC_HOSTNAME ?? '';
  const issuer = `${hostname.replace(/\/$/, '')}/realms/${REALM}`;
  const render = Object.values(services).find((service) => siteCommand(service) === 'render-kong-config');
  const issuers: [string, string | undefined][] = [
    ['the render job', flag(render?.command, '--issuer')],
    ...Object.entries(services)
      .filter(
        ([, service]) => siteCommand(service) !== undefined && service.environment?.OIDC_ISSUER !== undefined,
      )
      .map(([name, service]): [string, string | undefined] => [
        `services.${name}`,
        service.environment?.OIDC_ISSUER,
      ]),
  ];
  for (const [who, value] of issuers) {
    if (value !== issuer) problems.push(`${who} names the issuer ${value}, Keycloak issues ${issuer}`);
  }
  for (const [name, service] of Object.entries(services)) {
    const jwks = service.environment?.OIDC_JWKS_URL ?? (siteCommand(service) ? undefined : 'n/a');
    if (jwks && jwks !== 'n/a' && !services[new URL(jwks).hostname]) {
      problems.push(`services.${name}.environment.OIDC_JWKS_URL names no service of the file`);
    }
  }
  return problems;
}
