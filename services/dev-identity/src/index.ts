export { createDevIdentity } from './dev-identity';
export type { DevIdentity, DevIdentityOptions } from './dev-identity';
export { loadRealmSeed } from './realm';
export { pickLanguage } from './texts';
