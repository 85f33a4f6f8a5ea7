import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';

import { StartApplicationButton } from '@/features/applications/components/start-application-button';
import type { ProgramRef } from '@/features/applications/utils/checklist';
import { loadNamespaces } from '@/lib/i18n';
import { selectIsAuthenticated } from '@/lib/auth';

/** "Start application" on a planner result, for signed-in users only (their texts load with it). */
export function PlannerApplicationButton({ program }: { program: ProgramRef }) {
  const authenticated = useSelector(selectIsAuthenticated);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (authenticated) void loadNamespaces(['applications']).then(() => setReady(true));
  }, [authenticated]);
  return authenticated && ready ? <StartApplicationButton program={program} /> : null;
}
