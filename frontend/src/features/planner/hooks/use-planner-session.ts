import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useStudyPlanner } from '@/features/planner/hooks/use-study-planner';
import {
  fragmentOf,
  loadPlannerSession,
  plannerStart,
  queryInFragment,
  savePlannerSession,
} from '@/features/planner/utils/planner-session';

/**
 * The study planner as this tab last showed it (ADR 21): restored from sessionStorage and the URL's `#q=` when the
 * page opens (after a reload, or back from signing in), saved on every change, and the searched description
 * mirrored into `#q=` so the search can be reloaded and shared.
 */
export function usePlannerSession(language: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() =>
    plannerStart(loadPlannerSession(), queryInFragment(location.hash), language),
  );
  const [description, setDescription] = useState(start.draft);
  const planner = useStudyPlanner(language, start.state);
  const { state, submit } = planner;

  const searchOnOpen = useEffectEvent(() => {
    if (start.searchNow !== null) void submit(start.searchNow);
  });
  useEffect(() => searchOnOpen(), []);

  useEffect(() => savePlannerSession({ draft: description, search: state }), [description, state]);

  // The fragment follows the search (once there is one); another fragment (e.g. the skip link's) is left alone.
  const searched = state.status === 'idle' ? null : state.description;
  const { pathname, search, hash } = location;
  const inUrl = queryInFragment(hash);
  useEffect(() => {
    if (searched === null || searched === inUrl || (hash !== '' && inUrl === null)) return;
    void navigate(
      { pathname, search, hash: fragmentOf(searched) },
      { replace: true, preventScrollReset: true },
    );
  }, [searched, inUrl, pathname, search, hash, navigate]);

  return { ...planner, description, setDescription };
}
