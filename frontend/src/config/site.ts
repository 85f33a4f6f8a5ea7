/**
 * The site's brand and the versions of its legal texts: part of the build, like the texts themselves (the first
 * view is rendered with them at build time). The company's facts come from its file at run time (`lib/company.tsx`).
 */
export const site = {
  title: 'Europa Launchpad',
  /** ISO dates of the current versions of the legal texts. */
  legalUpdated: {
    privacy: '2025-05-10',
    terms: '2025-05-10',
  },
} as const;
