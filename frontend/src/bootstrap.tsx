import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { FirstViewHandover } from '@/app/first-view-handover';
import { createAppRouter, type AppRouter } from '@/app/router';
import { setupStore } from '@/app/store';
import { toLanguageCode } from '@/config/languages';
import { loadAntdLocale } from '@/lib/antd-locale';
import { loadAppConfig } from '@/lib/app-config';
import { companyOf } from '@/lib/company';
import { appContainer } from '@/lib/first-view';
import { startAuth } from '@/lib/auth-session';
// Validates the configuration before anything else runs; a bad value stops the start with a clear message.
import '@/lib/env';
import { i18n, initI18n } from '@/lib/i18n';
import { createKeycloakAuthClient } from '@/lib/keycloak-auth-client';

/** Resolves once the router has loaded the current route's lazy module (or failed to). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Starts the app: identity client, store, texts, router; then renders in place of the prerendered view. */
export async function bootstrap(): Promise<void> {
  // The identity client starts first: it reads a sign-in callback from the URL before anything changes it.
  // One fetch of the runtime configuration for both: the identity provider and the company's facts.
  const appConfig = loadAppConfig();
  const authClient = createKeycloakAuthClient({ loadConfig: () => appConfig });
  const store = setupStore({ authClient });
  setupListeners(store.dispatch);
  void store.dispatch(startAuth());

  await initI18n();
  // The remembered language's Ant Design texts are ready for the first render; English is bundled.
  await loadAntdLocale(toLanguageCode(i18n.resolvedLanguage)).catch(() => undefined);

  // The first render waits for the page's code and texts: it replaces the prerendered view (scripts/prerender.mjs)
  // in one step, with the same view and what the visitor typed into it, instead of a spinner first.
  const router = createAppRouter();
  await routerReady(router);
  const company = companyOf(await appConfig);

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const root = createRoot(appContainer(container));
  // A transition: React renders in slices and lets the browser answer input in between (the prerendered view is
  // on screen meanwhile), instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <FirstViewHandover>
          <App store={store} router={router} company={company} />
        </FirstViewHandover>
      </StrictMode>,
    );
  });
}
