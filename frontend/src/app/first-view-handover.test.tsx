import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FirstViewHandover } from '@/app/first-view-handover';
import { StudyPlanner } from '@/features/planner/components/study-planner';
import { appContainer, handOverFirstView, watchFirstView } from '@/lib/first-view';
import { renderWithProviders } from '@/testing/render';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Answers the planner's calls with one program; records the descriptions searched for. */
function plannerApi() {
  const searched: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/plan_study_abroad') {
      searched.push(((await request.json()) as { description: string }).description);
      return json({
        recommendations: [{ country: 'Austria', program: 'Physics (M.Sc.)', university: 'TU Wien' }],
      });
    }
    return json({ criteria: [], goals: [] });
  });
  return searched;
}

/** The planner's first view as the build puts it into the page: its markup in #root, without the app's code. */
async function prerenderedPlanner(): Promise<HTMLElement> {
  const rendered = renderWithProviders(<StudyPlanner />);
  await rendered.findByRole('textbox');
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = rendered.container.innerHTML;
  rendered.unmount();
  document.body.append(root);
  return root;
}

/** The app starting: it renders into the container beside the first view and takes over in its first commit. */
function startApp(root: HTMLElement) {
  return renderWithProviders(
    <FirstViewHandover>
      <StudyPlanner />
    </FirstViewHandover>,
    { container: appContainer(root) },
  );
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox');

let root: HTMLElement;

beforeEach(async () => {
  root = await prerenderedPlanner();
});

afterEach(() => {
  handOverFirstView(); // ends the watch if a test left it running
  document.getElementById('root')?.remove();
});

describe('the prerendered first view', () => {
  it('keeps the text, caret and focus typed into it before the app started, and the app carries on', async () => {
    const searched = plannerApi();
    const user = userEvent.setup();
    watchFirstView(root);
    const early = within(root).getByRole<HTMLTextAreaElement>('textbox');
    await user.type(early, 'physics in Vienna');
    early.setSelectionRange(8, 10, 'backward');

    const { user: appUser } = startApp(root);

    expect(document.getElementById('root')).not.toBe(root);
    expect(root.isConnected).toBe(false);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(textbox()).toHaveValue('physics in Vienna');
    // (focus and caret once React has re-rendered the box with the text, before the browser paints)
    await waitFor(() => expect(textbox()).toHaveFocus());
    await waitFor(() =>
      expect([textbox().selectionStart, textbox().selectionEnd, textbox().selectionDirection]).toEqual([
        8,
        10,
        'backward',
      ]),
    );

    // the app's own form now: typing goes on where the caret is, and Ctrl+Enter searches
    textbox().setSelectionRange(textbox().value.length, textbox().value.length);
    await appUser.type(textbox(), ', in English');
    await appUser.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('heading', { name: 'Physics (M.Sc.)' });
    expect(searched).toEqual(['physics in Vienna, in English']);
  });

  it('enables Find once there is text, and carries out a search sent before the app started, once', async () => {
    const searched = plannerApi();
    const user = userEvent.setup();
    watchFirstView(root);
    const find = within(root).getByRole('button', { name: 'Find' });
    expect(find).toBeDisabled();
    await user.type(within(root).getByRole('textbox'), 'physics');
    expect(find).toBeEnabled();
    await user.click(find);
    await user.click(find);

    startApp(root);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Find' })).toHaveFocus());
    await screen.findByRole('heading', { name: 'Physics (M.Sc.)' });
    expect(searched).toEqual(['physics']);
  });

  it('fills the box from a quick profile picked before the app started, unless typing came after', async () => {
    const user = userEvent.setup();
    watchFirstView(root);
    await user.click(within(root).getByRole('button', { name: 'Natural sciences' }));

    startApp(root);

    await waitFor(() =>
      expect(textbox()).toHaveValue('I am passionate about natural sciences: physics, chemistry or biology.'),
    );
  });

  it('lets typing after a quick profile win', async () => {
    const user = userEvent.setup();
    watchFirstView(root);
    await user.click(within(root).getByRole('button', { name: 'Natural sciences' }));
    await user.type(within(root).getByRole('textbox'), 'my own words');

    startApp(root);

    expect(textbox()).toHaveValue('my own words');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(textbox()).toHaveValue('my own words');
  });

  it('renders the app in place of the first view when nothing was prerendered', () => {
    const empty = document.createElement('div');
    watchFirstView(empty);
    expect(appContainer(empty)).toBe(empty);
  });
});
