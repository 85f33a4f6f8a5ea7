export { ALL_SERVICES } from './services';
export { createStandaloneApp } from './standalone.app';
export type { StandaloneConfig } from './standalone.app';
export { loadStandaloneConfig, standaloneEnv } from './standalone.env';
export { distributedEnv } from './distributed.env';
export { companySchema, loadCompanyFile, type CompanyFacts } from './company.file';
