// The prerendered first view (scripts/prerender.mjs, ADR 16) is on screen, and usable, a second or two before the
// app starts. What the visitor does in it meanwhile is kept: the entry starts watching it, the app renders beside
// it, and in the app's first commit the text typed, the caret and the focus move over to the app's view before it
// is painted; a form button pressed and a form sent early are then carried out by the app.
// No React here: the entry runs this before the app's code has loaded.

type TextControl = HTMLTextAreaElement | HTMLInputElement;

type FirstView = {
  /** The element the prerendered view was put into (`#root`). */
  root: HTMLElement;
  /** Where the app renders, beside `root` until the handover. */
  app: HTMLElement;
  /** Form buttons pressed since the last typing (typing supersedes them: a quick profile only fills the box). */
  clicks: HTMLButtonElement[];
  /** A form sent before the app could; sent again by the app. */
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** Where the visitor has scrolled to (the app's router scrolls to the top when it starts). */
  scroll: { x: number; y: number };
  stop: () => void;
};

let firstView: FirstView | null = null;

const isTextControl = (element: unknown): element is TextControl =>
  element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;

const hasText = (form: HTMLFormElement) =>
  [...form.elements].some((element) => isTextControl(element) && element.value.trim() !== '');

/**
 * Starts keeping what the visitor does in the first view prerendered into `root`, if the page's inline script left
 * it there. Without the app's code a form would be sent by the browser (a page load that drops everything), and
 * its send button stays disabled: here the button follows the text as in the app (enabled once there is some),
 * and sending (also with Ctrl+Enter) is noted for the app.
 */
export function watchFirstView(root: HTMLElement): void {
  if (firstView || !root.firstElementChild) return;
  const clicks: HTMLButtonElement[] = [];
  const view: FirstView = {
    root,
    app: document.createElement('div'),
    clicks,
    submitted: null,
    scroll: { x: window.scrollX, y: window.scrollY },
    stop: () => {},
  };

  const onInput = (event: Event) => {
    clicks.length = 0;
    const form = isTextControl(event.target) ? event.target.form : null;
    if (!form) return;
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type=submit]')) {
      button.disabled = !hasText(form);
    }
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button' && button.form && !button.disabled) clicks.push(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) {
      view.submitted = { form: event.target, submitter: event.submitter };
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const control = event.target;
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !isTextControl(control)) return;
    event.preventDefault();
    control.form?.requestSubmit();
  };
  const onScroll = () => {
    view.scroll = { x: window.scrollX, y: window.scrollY };
  };

  root.addEventListener('input', onInput);
  root.addEventListener('click', onClick);
  root.addEventListener('submit', onSubmit);
  root.addEventListener('keydown', onKeyDown);
  window.addEventListener('scroll', onScroll, { passive: true });
  view.stop = () => {
    window.removeEventListener('scroll', onScroll);
    root.removeEventListener('input', onInput);
    root.removeEventListener('click', onClick);
    root.removeEventListener('submit', onSubmit);
    root.removeEventListener('keydown', onKeyDown);
  };
  firstView = view;
}

/**
 * The element the app renders into: `root` itself, or, while the first view is on screen, a new element beside it
 * (so that the first view, its focus and caret stay as they are until the app's view is ready to take over).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!firstView || firstView.root !== root) return root;
  root.after(firstView.app);
  return firstView.app;
}

/** Where an element is in a view: the place of the form it is in among the view's forms, and its place in there. */
type Place = { form: number; tag: string; index: number };

function placeOf(element: Element, view: HTMLElement): Place {
  const form = element.parentElement?.closest('form');
  const scope = form && view.contains(form) ? form : view;
  return {
    form: form ? [...view.querySelectorAll('form')].indexOf(form) : -1,
    tag: element.localName,
    index: [...scope.querySelectorAll(element.localName)].indexOf(element),
  };
}

/** Whether two elements look the same to the visitor (a button in the bar may have another before it in the app). */
const alike = (a: Element, b: Element) =>
  a.constructor === b.constructor &&
  a.getAttribute('aria-label') === b.getAttribute('aria-label') &&
  (!(a instanceof HTMLButtonElement || a instanceof HTMLAnchorElement) || a.textContent === b.textContent);

/** The element at the same place in another view (the app renders the same view as the prerendered one). */
function counterpart<T extends Element>(element: T, from: HTMLElement, to: HTMLElement): T | undefined {
  const place = placeOf(element, from);
  const scope = place.form < 0 ? to : to.querySelectorAll('form')[place.form];
  const found = scope?.querySelectorAll(place.tag)[place.index];
  return found && alike(found, element) ? (found as unknown as T) : undefined;
}

/** Sets a control's value as typing does, so that React's change handler sees it. */
function typeInto(control: TextControl, value: string): void {
  const prototype = Object.getPrototypeOf(control) as TextControl;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Replaces the first view by the app's view. Call it once, from a layout effect of the app's first commit (the
 * app's view is in the document, not yet painted): text, caret and focus move over, the first view goes, and then,
 * each in a task of its own so that the app has re-rendered in between, the form buttons pressed and the form sent
 * meanwhile are pressed and sent again.
 */
export function handOverFirstView(): void {
  const view = firstView;
  firstView = null;
  if (!view?.root.isConnected) return;
  view.stop();
  const { root, app } = view;
  const focused =
    document.activeElement && root.contains(document.activeElement) ? document.activeElement : null;

  for (const control of root.querySelectorAll<TextControl>('textarea, input')) {
    const target = counterpart(control, root, app);
    if (target && control.value !== control.defaultValue) typeInto(target, control.value);
  }
  const focusTarget = focused ? counterpart(focused, root, app) : undefined;
  const clicks = view.clicks.map((button) => counterpart(button, root, app));
  const form = view.submitted && counterpart(view.submitted.form, root, app);
  const submitter = view.submitted?.submitter && counterpart(view.submitted.submitter, root, app);

  // The app takes the first view's place and name; focus, caret and scroll position stay where they were.
  const selection = isTextControl(focused) ? focused : null;
  const [start, end, direction] = [
    selection?.selectionStart,
    selection?.selectionEnd,
    selection?.selectionDirection,
  ];
  root.remove();
  app.id = root.id;
  // After React has re-rendered with the text (at the end of this commit, before the browser paints): until then
  // it shows its state's old value, and a button that needs text is disabled.
  queueMicrotask(() => {
    window.scrollTo(view.scroll.x, view.scroll.y);
    if (focusTarget instanceof HTMLElement) focusTarget.focus({ preventScroll: true });
    if (isTextControl(focusTarget) && start != null && end != null) {
      focusTarget.setSelectionRange(start, end, direction ?? 'none');
    }
  });

  if (clicks.length === 0 && !form) return;
  void (async () => {
    for (const button of clicks) {
      await nextTask();
      button?.click();
    }
    await nextTask();
    if (!form?.isConnected) return;
    const isItsSubmitButton =
      submitter instanceof HTMLButtonElement && submitter.type === 'submit' && submitter.form === form;
    form.requestSubmit(isItsSubmitButton ? submitter : undefined);
  })();
}
