import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';

import {
  useExtractUserInsightsMutation,
  usePlanStudyAbroadMutation,
  type Insights,
  type Recommendation,
} from '@/features/planner/api/planner-api';
import { errorMessage } from '@/features/planner/utils/display';

/** The specification's limit of recommendations shown. */
export const MAX_RESULTS = 6;

export type PlannerStatus = 'idle' | 'submitting' | 'results' | 'noMatches' | 'error';

/** What the timeline is for: the first result after a search, then the selected one. */
export type TimelineSelection = { country: string; program: string; programId: string | null; index: number };

export type PlannerState = {
  status: PlannerStatus;
  /** What was searched for (trimmed) and in which interface language; empty while idle. */
  description: string;
  language: string;
  results: Recommendation[];
  noMatchReason: string | null;
  /** The API's message of a failed search, if it sent one. */
  error: string | null;
  /** `undefined` while loading, `null` when the call failed (the defaults apply). */
  insights: Insights | null | undefined;
  selectedIndex: number | null;
  timeline: TimelineSelection | null;
};

export const initialPlannerState: PlannerState = {
  status: 'idle',
  description: '',
  language: '',
  results: [],
  noMatchReason: null,
  error: null,
  insights: undefined,
  selectedIndex: null,
  timeline: null,
};

type Action =
  | { type: 'submitted'; description: string; language: string }
  | { type: 'answered'; results: Recommendation[]; noMatchReason: string | null }
  | { type: 'failed'; error: string | null }
  | { type: 'insights'; insights: Insights | null }
  | { type: 'selected'; index: number }
  | { type: 'closed' };

function timelineOf(results: Recommendation[], index: number): TimelineSelection | null {
  const result = results[index];
  if (!result?.country?.trim() || !result.program?.trim()) return null;
  return { country: result.country, program: result.program, programId: result.program_id ?? null, index };
}

export function plannerReducer(state: PlannerState, action: Action): PlannerState {
  switch (action.type) {
    case 'submitted':
      // clears earlier results, selection, timeline and error
      return {
        ...initialPlannerState,
        status: 'submitting',
        description: action.description,
        language: action.language,
      };
    case 'answered': {
      const { description, language } = state;
      const results = action.results.slice(0, MAX_RESULTS);
      if (results.length === 0) {
        const noMatchReason = action.noMatchReason;
        return { ...initialPlannerState, status: 'noMatches', description, language, noMatchReason };
      }
      const timeline = timelineOf(results, 0);
      return { ...initialPlannerState, status: 'results', description, language, results, timeline };
    }
    case 'failed': {
      const { description, language } = state;
      return { ...initialPlannerState, status: 'error', description, language, error: action.error };
    }
    case 'insights':
      return { ...state, insights: action.insights };
    case 'selected':
      return {
        ...state,
        selectedIndex: action.index,
        timeline: timelineOf(state.results, action.index) ?? state.timeline,
      };
    case 'closed':
      return { ...state, selectedIndex: null };
  }
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

type Abortable = { abort(): void };

/**
 * The planner's states (idle → submitting → results, no matches or error), its calls and their
 * cancellation: a new search aborts whatever the previous one still waits for. `restored` is a state saved
 * earlier (e.g. before signing in); its match summary is asked for again if it had not come yet.
 */
export function useStudyPlanner(language: string, restored: PlannerState = initialPlannerState) {
  const [state, dispatch] = useReducer(plannerReducer, restored);
  const [plan] = usePlanStudyAbroadMutation();
  const [extractInsights] = useExtractUserInsightsMutation();
  const inFlight = useRef<Abortable[]>([]);
  const generation = useRef(0);

  const abortAll = useCallback(() => {
    for (const request of inFlight.current) request.abort();
    inFlight.current = [];
  }, []);

  useEffect(() => abortAll, [abortAll]);

  /** Asks for the match summary of a search; only the current search's answer is kept. */
  const fetchInsights = useCallback(
    async (description: string, searchLanguage: string, isCurrent: () => boolean) => {
      const insightsRequest = extractInsights({ description, language: searchLanguage });
      inFlight.current.push(insightsRequest);
      try {
        const insights = await insightsRequest.unwrap();
        if (isCurrent()) dispatch({ type: 'insights', insights });
      } catch (error) {
        if (!isAbort(error) && isCurrent()) dispatch({ type: 'insights', insights: null });
      }
    },
    [extractInsights],
  );

  const submit = useCallback(
    async (text: string) => {
      const description = text.trim();
      if (!description) return;
      abortAll();
      const current = ++generation.current;
      const isCurrent = () => current === generation.current;
      dispatch({ type: 'submitted', description, language });

      const planRequest = plan({ description, language });
      inFlight.current.push(planRequest);
      let answer;
      try {
        answer = await planRequest.unwrap();
      } catch (error) {
        if (isAbort(error) || !isCurrent()) return;
        dispatch({ type: 'failed', error: errorMessage(error) });
        return;
      }
      if (!isCurrent()) return;
      dispatch({
        type: 'answered',
        results: answer.recommendations,
        noMatchReason: answer.no_match_reason?.trim() || null,
      });
      if (answer.recommendations.length === 0) return;
      await fetchInsights(description, language, isCurrent);
    },
    [abortAll, plan, fetchInsights, language],
  );

  // Restored results whose match summary had not come yet ask for it again (once; a new search supersedes it).
  const completeRestored = useEffectEvent(() => {
    if (restored.status !== 'results' || restored.insights !== undefined) return;
    const current = generation.current;
    void fetchInsights(restored.description, restored.language, () => current === generation.current);
  });
  useEffect(() => completeRestored(), []);

  const select = useCallback((index: number) => dispatch({ type: 'selected', index }), []);
  const close = useCallback(() => dispatch({ type: 'closed' }), []);

  return { state, submit, select, close, busy: state.status === 'submitting' };
}
