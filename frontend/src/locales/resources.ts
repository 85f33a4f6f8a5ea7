import chat from '@/locales/en/chat';
import common from '@/locales/en/common';
import errors from '@/locales/en/errors';
import pages from '@/locales/en/pages';
import planner from '@/locales/en/planner';
import profile from '@/locales/en/profile';

/** English, the typed source of every text; the other languages are JSON layered over it. */
export const defaultResources = { common, errors, planner, chat, profile, pages } as const;

export type DefaultResources = typeof defaultResources;
export type Namespace = keyof DefaultResources;

export const NAMESPACES = Object.keys(defaultResources) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
