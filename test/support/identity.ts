/**
 * In-process test apps point at an issuer instead of starting the development provider: oidc-provider is an ES
 * module that jest's CommonJS runtime cannot load. Tests of the provider itself run the built server as a process.
 */
export const NO_DEV_IDENTITY = { OIDC_ISSUER: 'http://127.0.0.1:9/realms/europa-launchpad' } as const;
