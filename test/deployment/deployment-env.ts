import type { EnvShape } from '@site/platform';
import { requiredVariables, serviceEnvironments, type ServiceEnvironment } from './service-env';

/**
 * Variables a service will read that its configuration schema does not declare yet, with the issue that adds them:
 * a deployment file may set them; once the schema declares one, it is checked like the others.
 */
export const ANNOUNCED_VARIABLES: Readonly<Record<string, readonly string[]>> = {};

/** What a deployment must set for each service, beyond what has a working default on one machine. */
const DEPLOYMENT_REQUIRED_COMMON = ['NATS_URL', 'OIDC_ISSUER', 'OIDC_JWKS_URL', 'PUBLIC_URL', 'TRUST_PROXY'];
const DEPLOYMENT_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  favourites: ['MONGO_URL'],
  profile: ['MONGO_URL'],
  'chat-orchestrator': ['MONGO_URL'],
  'document-ingest': ['MONGO_URL', 'QDRANT_URL'],
  mailer: ['SMTP_URL'],
};

/**
 * Services whose every own variable (its configuration module's, secrets aside) a deployment sets explicitly, so
 * that an operator finds each knob in the file: the chat's model server, its timeouts and its per-user limits. A
 * variable added to the module fails this check until compose and the chart set it.
 */
const SETS_EVERY_OWN_VARIABLE: ReadonlySet<string> = new Set(['chat-orchestrator']);

export interface EnvProblem {
  readonly variable: string;
  readonly message: string;
}

/** A service's environment as a deployment file sets it: a value, or a reference to a secret (NAME_FILE, secretKeyRef). */
export type DeployedEnv = ReadonlyMap<string, { value?: string; fromSecret?: boolean }>;

/** A secret variable may be set in plain text only when it is a URL that carries no credentials (smtp://mailpit:1025). */
function isUrlWithoutCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export function environmentOf(service: string): ServiceEnvironment {
  const found = serviceEnvironments().find((environment) => environment.service === service);
  if (!found) throw new Error(`no service ${service}`);
  return found;
}

/**
 * Compares what a deployment sets for a service with the service's configuration schema: every variable known (or
 * announced), every plain value accepted by its schema, secrets never plain when they carry credentials, and every
 * variable the deployment needs (and every one the schema requires) set.
 */
export function checkServiceEnv(service: string, deployed: DeployedEnv): EnvProblem[] {
  const { env, own } = environmentOf(service);
  const problems: EnvProblem[] = [];
  const announced = ANNOUNCED_VARIABLES[service] ?? [];
  for (const [variable, { value, fromSecret }] of deployed) {
    const spec = (env as EnvShape)[variable];
    if (!spec) {
      if (!announced.includes(variable)) {
        problems.push({ variable, message: `${service} does not read ${variable}` });
      }
      continue;
    }
    if (spec.secret && !fromSecret && value !== undefined && !isUrlWithoutCredentials(value)) {
      problems.push({ variable, message: `${variable} of ${service} holds a credential in plain text` });
    }
    if (value !== undefined && !fromSecret) {
      const parsed = spec.schema.safeParse(value === '' ? spec.default : value);
      if (!parsed.success) {
        problems.push({
          variable,
          message: `${variable}=${JSON.stringify(value)} is refused by ${service}: ${parsed.error.issues[0]?.message}`,
        });
      }
    }
  }
  const required = new Set([
    ...DEPLOYMENT_REQUIRED_COMMON,
    ...(DEPLOYMENT_REQUIRED[service] ?? []),
    ...requiredVariables(env),
    ...(SETS_EVERY_OWN_VARIABLE.has(service)
      ? Object.entries(own)
          .filter(([, spec]) => !spec.secret)
          .map(([name]) => name)
      : []),
  ]);
  for (const variable of required) {
    if (!deployed.has(variable)) problems.push({ variable, message: `${service} needs ${variable}` });
  }
  return problems;
}
