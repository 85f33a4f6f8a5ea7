import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useStudyPlanner } from '@/features/planner/hooks/use-study-planner';
import {
  loadPlannerSession,
  plannerStart,
  QUERY_PARAM,
  savePlannerSession,
  shareableQuery,
} from '@/features/planner/utils/planner-session';

/**
 * The study planner as this tab last showed it (ADR 21): restored from sessionStorage and the URL's `q` when the
 * page opens (after a reload, or back from signing in), saved on every change, and the searched description
 * mirrored into `q` so the search can be reloaded and shared.
 */
export function usePlannerSession(language: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [start] = useState(() => plannerStart(loadPlannerSession(), searchParams.get(QUERY_PARAM), language));
  const [description, setDescription] = useState(start.draft);
  const planner = useStudyPlanner(language, start.state);
  const { state, submit } = planner;

  const searchOnOpen = useEffectEvent(() => {
    if (start.searchNow !== null) void submit(start.searchNow);
  });
  useEffect(() => searchOnOpen(), []);

  useEffect(() => savePlannerSession({ draft: description, search: state }), [description, state]);

  // `undefined`: leave the URL alone (nothing searched yet); null: no `q` (none, or too long for a URL)
  const query = state.status === 'idle' ? undefined : shareableQuery(state.description);
  const urlQuery = searchParams.get(QUERY_PARAM);
  useEffect(() => {
    if (query === undefined || query === urlQuery) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (query === null) next.delete(QUERY_PARAM);
        else next.set(QUERY_PARAM, query);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [query, urlQuery, setSearchParams]);

  return { ...planner, description, setDescription };
}
