import type applications from '@/locales/en/applications';
import type chat from '@/locales/en/chat';
import common from '@/locales/en/common';
import errors from '@/locales/en/errors';
import type pages from '@/locales/en/pages';
import type planner from '@/locales/en/planner';
import type profile from '@/locales/en/profile';

/** English, the typed source of every text; the other languages are JSON layered over it. */
export type DefaultResources = {
  common: typeof common;
  errors: typeof errors;
  planner: typeof planner;
  chat: typeof chat;
  profile: typeof profile;
  pages: typeof pages;
  applications: typeof applications;
};

export type Namespace = keyof DefaultResources;

/** Written out so that the compiler finds a namespace missing here. */
const EVERY_NAMESPACE: Record<Namespace, true> = {
  common: true,
  errors: true,
  planner: true,
  chat: true,
  profile: true,
  pages: true,
  applications: true,
};

export const NAMESPACES = Object.keys(EVERY_NAMESPACE) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/**
 * The English texts in the first bundle: the layout's and the error pages' (an error page must show when chunks
 * fail). Every other namespace is its own chunk, loaded with the route that shows it.
 */
export const BUNDLED_RESOURCES = { common, errors } satisfies Partial<DefaultResources>;
