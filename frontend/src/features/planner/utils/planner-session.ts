import { z } from 'zod/mini';

import { insightsSchema, recommendationSchema } from '@/features/planner/api/planner-api';
import {
  initialPlannerState,
  MAX_RESULTS,
  type PlannerState,
} from '@/features/planner/hooks/use-study-planner';

/**
 * The planner of this tab, kept across a reload and the round trip through the sign-in (ADR 21): the text in the
 * box and the last search with what it showed. sessionStorage: this tab only, gone when it closes.
 */
export type PlannerSession = { draft: string; search: PlannerState | null };

const SESSION_KEY = 'planner.session';

/**
 * The searched description is kept in the URL's fragment, `#q=<description>`, so a search can be reloaded and
 * shared: a fragment never leaves the browser (no request, no server or gateway log, no Referer) and has no length
 * limit of the server's.
 */
const FRAGMENT_PREFIX = '#q=';

/** The description in a URL fragment (`location.hash`), if it holds one. */
export function queryInFragment(hash: string): string | null {
  return hash.startsWith(FRAGMENT_PREFIX) ? new URLSearchParams(hash.slice(1)).get('q') : null;
}

/** The fragment holding `description`. */
export function fragmentOf(description: string): string {
  return `#${new URLSearchParams({ q: description }).toString()}`;
}

const settledStateSchema = z.object({
  status: z.enum(['results', 'noMatches']),
  description: z.string(),
  language: z.string(),
  results: z.array(recommendationSchema).check(z.maxLength(MAX_RESULTS)),
  noMatchReason: z.nullable(z.string()),
  insights: z.optional(z.nullable(insightsSchema)),
  selectedIndex: z.nullable(z.int().check(z.nonnegative())),
  timeline: z.nullable(
    z.object({
      country: z.string(),
      program: z.string(),
      programId: z.nullable(z.string()),
      index: z.int().check(z.nonnegative()),
    }),
  ),
});

const sessionSchema = z.object({
  draft: z.string(),
  // a search still running, or failed, is kept as what was asked: it is asked again
  search: z.nullable(
    z.union([
      settledStateSchema,
      z.object({ status: z.enum(['submitting', 'error']), description: z.string(), language: z.string() }),
    ]),
  ),
});

function toState(saved: z.infer<typeof sessionSchema>['search']): PlannerState | null {
  if (!saved || !saved.description.trim()) return null;
  if (!('results' in saved)) {
    return {
      ...initialPlannerState,
      status: 'submitting',
      description: saved.description,
      language: saved.language,
    };
  }
  const { selectedIndex, results } = saved;
  return {
    ...initialPlannerState,
    ...saved,
    selectedIndex: selectedIndex !== null && selectedIndex < results.length ? selectedIndex : null,
  };
}

/** The session saved in this tab, if there is a readable one. */
export function loadPlannerSession(): PlannerSession | null {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (!stored) return null;
    const parsed = sessionSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return null;
    return { draft: parsed.data.draft, search: toState(parsed.data.search) };
  } catch {
    return null; // no storage (build-time render, disabled) or not JSON
  }
}

export function savePlannerSession({ draft, search }: PlannerSession): void {
  const kept =
    search?.status === 'results' || search?.status === 'noMatches'
      ? search
      : search && search.status !== 'idle'
        ? { status: search.status, description: search.description, language: search.language }
        : null;
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ draft, search: kept }));
  } catch {
    // storage full or disabled: the planner is kept for this page's lifetime only
  }
}

/** How the planner starts: its box, its state, and the search to run at once, if any. */
export type PlannerStart = { draft: string; state: PlannerState; searchNow: string | null };

/**
 * The URL's description wins (a shared or edited link): it is searched unless it is what this tab last showed. Without
 * one, the tab's last search is shown again. Results are only reused in the language they were found in; a search
 * that had not finished is asked again.
 */
export function plannerStart(
  session: PlannerSession | null,
  urlQuery: string | null,
  language: string,
): PlannerStart {
  const query = urlQuery?.trim() || null;
  const search = session?.search ?? null;
  if (query !== null && query !== search?.description) {
    return { draft: query, state: initialPlannerState, searchNow: query };
  }
  const draft = session?.draft ?? '';
  if (!search) return { draft, state: initialPlannerState, searchNow: null };
  const reusable = search.status !== 'submitting' && search.language === language;
  return reusable
    ? { draft, state: search, searchNow: null }
    : { draft, state: initialPlannerState, searchNow: search.description };
}
