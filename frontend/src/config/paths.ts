/** Every route of the SPA, in one place (specification section 2). */
export const paths = {
  root: '/',
  planner: '/llm_openapi_studyplanner',
  home: '/home',
  imprint: '/impressum',
  privacy: '/privacy',
  terms: '/terms',
  jobs: '/jobs',
  about: '/about',
  contact: '/contact',
  login: '/login',
  authCallback: '/auth/callback',
  chat: '/llmchat',
  profile: '/profile',
  settings: '/settings',
  favorites: '/favorites',
  applications: '/applications',
  schedule: '/schedule',
  aiSolutions: '/llm_aisolution_overview',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** `/login?returnTo=…`, optionally opening the registration form of the identity provider. */
export function loginHref(returnTo: string, action?: 'register'): string {
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  query.set('returnTo', returnTo);
  return `${paths.login}?${query.toString()}`;
}
