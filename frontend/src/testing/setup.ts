import '@testing-library/jest-dom/vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';

import { i18n, initI18n, loadNamespaces } from '@/lib/i18n';
import { NAMESPACES } from '@/locales/resources';

// Lazy routes and translation chunks load asynchronously; leave room on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

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

/**
 * Toasts (Ant Design's static `message`) live in a React root of their own, which `cleanup` does not unmount.
 * A toast still animating or counting down when a file ends re-renders after jsdom is gone ("window is not
 * defined"): close every toast and let that root settle before the next test.
 */
async function closeToasts(): Promise<void> {
  if (!document.querySelector('.ant-message')) return;
  const { message } = await import('antd');
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
}

afterEach(async () => {
  cleanup();
  await closeToasts();
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});
