import { useCallback, useEffect, useReducer, useRef } from 'react';

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
  results: Recommendation[];
  noMatchReason: string | null;
  /** The API's message of a failed search, if it sent one. */
  error: string | null;
  /** `undefined` while loading, `null` when the call failed (the defaults apply). */
  insights: Insights | null | undefined;
  selectedIndex: number | null;
  timeline: TimelineSelection | null;
};

const initialState: PlannerState = {
  status: 'idle',
  results: [],
  noMatchReason: null,
  error: null,
  insights: undefined,
  selectedIndex: null,
  timeline: null,
};

type Action =
  | { type: 'submitted' }
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
      return { ...initialState, status: 'submitting' };
    case 'answered': {
      const results = action.results.slice(0, MAX_RESULTS);
      if (results.length === 0) {
        return { ...initialState, status: 'noMatches', noMatchReason: action.noMatchReason };
      }
      return { ...initialState, status: 'results', results, timeline: timelineOf(results, 0) };
    }
    case 'failed':
      return { ...initialState, status: 'error', error: action.error };
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
 * cancellation: a new search aborts whatever the previous one still waits for.
 */
export function useStudyPlanner(language: string) {
  const [state, dispatch] = useReducer(plannerReducer, initialState);
  const [plan] = usePlanStudyAbroadMutation();
  const [extractInsights] = useExtractUserInsightsMutation();
  const inFlight = useRef<Abortable[]>([]);
  const generation = useRef(0);

  const abortAll = useCallback(() => {
    for (const request of inFlight.current) request.abort();
    inFlight.current = [];
  }, []);

  useEffect(() => abortAll, [abortAll]);

  const submit = useCallback(
    async (text: string) => {
      const description = text.trim();
      if (!description) return;
      abortAll();
      const current = ++generation.current;
      const isCurrent = () => current === generation.current;
      dispatch({ type: 'submitted' });

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

      const insightsRequest = extractInsights({ description, language });
      inFlight.current.push(insightsRequest);
      try {
        const insights = await insightsRequest.unwrap();
        if (isCurrent()) dispatch({ type: 'insights', insights });
      } catch (error) {
        if (!isAbort(error) && isCurrent()) dispatch({ type: 'insights', insights: null });
      }
    },
    [abortAll, plan, extractInsights, language],
  );

  const select = useCallback((index: number) => dispatch({ type: 'selected', index }), []);
  const close = useCallback(() => dispatch({ type: 'closed' }), []);

  return { state, submit, select, close, busy: state.status === 'submitting' };
}
