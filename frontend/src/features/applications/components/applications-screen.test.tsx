import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Application } from '@/features/applications/api/applications-api';
import { ApplicationsScreen } from '@/features/applications/components/applications-screen';
import { anApplication, json, serve } from '@/features/applications/testing';
import { i18n } from '@/lib/i18n';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

/** The applications service in memory: GET lists, PATCH applies the change, DELETE removes. */
function serveApplications(initial: Application[]) {
  let applications = [...initial];
  return serve(async (request, url) => {
    if (request.method === 'GET' && url.pathname === '/api/applications') return json(applications);
    const id = url.pathname.split('/').pop();
    if (request.method === 'PATCH') {
      const change = (await request.json()) as {
        status?: Application['status'];
        notes?: string;
        checklist?: { id: string; done: boolean }[];
      };
      applications = applications.map((a) =>
        a.id !== id
          ? a
          : {
              ...a,
              status: change.status ?? a.status,
              history: change.status
                ? [...a.history, { status: change.status, at: '2026-11-24T10:00:00.000Z' }]
                : a.history,
              notes: change.notes ?? a.notes,
              checklist: a.checklist.map((item) => {
                const tick = change.checklist?.find((c) => c.id === item.id);
                return tick ? { ...item, done: tick.done } : item;
              }),
            },
      );
      return json(applications.find((a) => a.id === id));
    }
    if (request.method === 'DELETE') {
      applications = applications.filter((a) => a.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

const renderTracker = () =>
  renderWithProviders(<ApplicationsScreen />, { authClient: createFakeAuthClient({ user: alice }) });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ApplicationsScreen', { timeout: 30_000 }, () => {
  it('shows the status with its dated history and the checklist with its progress', async () => {
    serveApplications([anApplication()]);
    renderTracker();

    const card = await screen.findByRole('article', { name: 'Computer Science (MSc)' });
    expect(within(card).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'Status history' });
    expect(within(history).getByText('Planning')).toBeInTheDocument();
    expect(within(history).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('0 of 2 done')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /Jan 15, 2027/ })).not.toBeChecked();
  });

  it('ticks a checklist item and saves notes, each as one change of that application', async () => {
    const requests = serveApplications([anApplication()]);
    const { user } = renderTracker();

    const card = await screen.findByRole('article', { name: 'Computer Science (MSc)' });
    await user.click(within(card).getByRole('checkbox', { name: /Jan 15, 2027/ }));
    await waitFor(() => expect(within(card).getByText('1 of 2 done')).toBeInTheDocument());

    await user.type(within(card).getByRole('textbox', { name: 'Notes' }), 'IELTS booked');
    await user.click(within(card).getByRole('button', { name: 'Save notes' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])).toEqual([
        ['/api/applications/app-1', { checklist: [{ id: 'language_test', done: true }] }],
        ['/api/applications/app-1', { notes: 'IELTS booked' }],
      ]),
    );
  });

  it('changes the status with the keyboard and shows the change in the history', async () => {
    const requests = serveApplications([anApplication()]);
    const { user } = renderTracker();

    const card = await screen.findByRole('article', { name: 'Computer Science (MSc)' });
    await user.click(within(card).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Submitted'));
    await waitFor(() => expect(requests.at(-2)?.body).toEqual({ status: 'submitted' }));
    const history = within(card).getByRole('list', { name: 'Status history' });
    await waitFor(() => expect(within(history).getByText('Submitted')).toBeInTheDocument());
  });

  it('asks before deleting an application', async () => {
    const requests = serveApplications([anApplication()]);
    const { user } = renderTracker();

    const card = await screen.findByRole('article', { name: 'Computer Science (MSc)' });
    await user.click(within(card).getByRole('button', { name: 'Delete application' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the application to Computer Science (MSc) at TU Berlin?');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
  });

  it('speaks Arabic, with the statuses and dates of that language', async () => {
    await i18n.changeLanguage('ar');
    serveApplications([anApplication()]);
    renderTracker();

    const card = await screen.findByRole('article', { name: 'Computer Science (MSc)' });
    expect(within(card).getByText('قائمة المهام', { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'سجل الحالة' })).toHaveTextContent('قيد التخطيط');
  });
});
