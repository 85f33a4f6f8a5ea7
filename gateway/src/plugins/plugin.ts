// The one shape of the edge's plugin modules: Kong's access phase, which may answer the request itself, and the
// header phase, which puts the plugin's headers back over the service's answer. The edge runs them in Kong's
// priority order (highest first) with the plugins that apply to the request (pluginsFor).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KongPlugin, KongPluginName, KongRoute } from '../kong-config';

/** What the edge logs about a request; plugins add to it. */
export interface RequestLog {
  correlationId?: string;
  routeName?: string;
  serviceName?: string;
  upstreamError?: string;
  /** Why the jwt plugin refused the request (Kong's message). */
  authFailure?: string;
  rateLimited?: boolean;
}

/** The largest request body the service may receive: the proxy counts the body against it while streaming. */
export interface BodyLimit {
  bytes: number;
  /** Answers the request once the body has grown past `bytes`. */
  refuse(): void;
}

/** One request on its way through the plugins. */
export interface Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The matched route; undefined when no route matched (only plugins marked `withoutRoute` run then). */
  readonly route: KongRoute | undefined;
  readonly log: RequestLog;
  /** Set by request-size-limiting. */
  bodyLimit?: BodyLimit;
}

/** The outcome of an access phase: the plugin answered, or the request goes on (with a header phase or not). */
export type Access = { answered: true } | { answered: false; header?: () => void };

export const ANSWERED: Access = { answered: true };
export const CONTINUE: Access = { answered: false };

export type PluginOf<Name extends KongPluginName> = Extract<KongPlugin, { name: Name }>;

export interface EdgePlugin<Name extends KongPluginName = KongPluginName> {
  readonly name: Name;
  /** Kong's priority for the plugin: the higher runs first. */
  readonly priority: number;
  /** Also runs for requests that match no route (with the global plugins). */
  readonly withoutRoute?: boolean;
  access(plugin: PluginOf<Name>, exchange: Exchange): Access | Promise<Access>;
}
