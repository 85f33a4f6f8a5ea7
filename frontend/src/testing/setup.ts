import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { i18n, initI18n, loadNamespaces } from '@/lib/i18n';
import { NAMESPACES } from '@/locales/resources';

// Lazy routes and translation chunks load asynchronously; leave room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; Ant Design's responsive helpers need it (every query: no match).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Nor ResizeObserver, which Ant Design's dropdowns and menus observe.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;

// Nor scrolling, which the router's scroll restoration does on every navigation.
window.scrollTo = () => undefined;

// Node's Request (jsdom has none) refuses relative URLs; a browser resolves them against the page.
class BrowserLikeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = BrowserLikeRequest;

// Components are rendered without their routes, which load their texts in the app: every text is ready here.
beforeAll(async () => {
  await initI18n();
  await loadNamespaces(NAMESPACES);
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});
