import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ScheduleEvent } from '@/features/applications/api/applications-api';
import { ScheduleScreen } from '@/features/applications/components/schedule-screen';
import { json, serve } from '@/features/applications/testing';
import { i18n } from '@/lib/i18n';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const event = (
  date: string,
  kind: string,
  title: string,
  extra: Partial<ScheduleEvent> = {},
): ScheduleEvent => ({
  uid: `${kind}-${date}`,
  date,
  title,
  kind,
  done: false,
  university: 'TU Berlin',
  program: 'Computer Science (MSc)',
  application_id: 'app-1',
  ...extra,
});

const EVENTS = [
  event('2026-11-20', 'documents', 'Documents · Computer Science (MSc)'),
  event('2026-12-01', 'language_test', 'Language test · Computer Science (MSc)'),
  event('2026-12-05', 'housing', 'Housing · Computer Science (MSc)', { done: true }),
  event('2027-01-10', 'deadline', 'Application deadline · Physics', {
    program: 'Physics',
    application_id: null,
  }),
];

const REMINDERS_OFF = {
  enabled: false,
  days_before: 7,
  email: 'alice@example.org',
  language: null,
  time_zone: null,
  updated_at: null,
  min_days_before: 1,
  max_days_before: 30,
};

function serveSchedule(saveReminders?: (body: Record<string, unknown>) => Response) {
  let active = false;
  let reminders: Record<string, unknown> = REMINDERS_OFF;
  return serve(async (request, url) => {
    if (url.pathname === '/api/schedule') return json({ events: EVENTS });
    if (url.pathname === '/api/schedule/reminders') {
      if (request.method === 'GET') return json(reminders);
      const body = (await request.json()) as Record<string, unknown>;
      if (saveReminders) return saveReminders(body);
      reminders = { ...REMINDERS_OFF, ...body, updated_at: '2026-11-24T12:00:00.000Z' };
      return json(reminders);
    }
    if (url.pathname === '/api/schedule/subscription') {
      if (request.method === 'GET')
        return json({ active, created_at: active ? '2026-11-24T09:00:00.000Z' : null });
      if (request.method === 'POST') {
        active = true;
        return json(
          {
            active,
            created_at: '2026-11-24T09:00:00.000Z',
            feed_path: '/api/schedule/feed/secret-token.ics',
          },
          201,
        );
      }
      active = false;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

const NOW = new Date('2026-11-24T12:00:00Z');
const renderSchedule = () =>
  renderWithProviders(<ScheduleScreen now={NOW} />, { authClient: createFakeAuthClient({ user: alice }) });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ScheduleScreen', { timeout: 30_000 }, () => {
  it('lists the open dates in order, marks the overdue ones, and leaves done ones out', async () => {
    const requests = serveSchedule();
    renderSchedule();

    const agenda = await screen.findByRole('list', { name: 'Agenda' });
    const items = within(agenda).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Nov 20, 2026.*Computer Science \(MSc\).*Overdue$/),
      expect.stringMatching(/^Dec 1, 2026 .*Computer Science \(MSc\)$/),
      'Jan 10, 2027 Application deadline · Physics',
    ]);
    expect(requests[0]?.path).toBe('/api/schedule?lang=en');
  });

  it('shows the month with its events and moves between months', async () => {
    serveSchedule();
    const { user } = renderSchedule();

    await user.click(await screen.findByText('Month'));
    const month = await screen.findByRole('region', { name: 'November 2026' });
    expect(within(month).getByRole('table')).toHaveTextContent('Overdue');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('region', { name: 'December 2026' })).toHaveTextContent(
      /Computer Science/,
    );
  });

  it('makes a private feed address, shows it once, and revokes it', async () => {
    const requests = serveSchedule();
    const { user } = renderSchedule();

    await user.click(await screen.findByRole('button', { name: 'Create subscription address' }));
    expect(
      await screen.findByText(`${window.location.origin}/api/schedule/feed/secret-token.ics`),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Revoke address' }));
    await waitFor(() => expect(screen.queryByText(/secret-token/)).not.toBeInTheDocument());
    expect(
      requests
        .filter((r) => r.path.startsWith('/api/schedule/subscription') && r.method !== 'GET')
        .map((r) => r.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('asks for the schedule in German and writes German dates', async () => {
    await i18n.changeLanguage('de');
    const requests = serveSchedule();
    renderSchedule();

    const agenda = await screen.findByRole('list', { name: 'Agenda' });
    expect(agenda).toHaveTextContent('10.01.2027');
    expect(agenda).toHaveTextContent('Bewerbungsfrist · Physics');
    expect(agenda).toHaveTextContent('Überfällig');
    expect(requests[0]?.path).toBe('/api/schedule?lang=de');
  });

  it('is off by default; switching reminders on with 3 days saves them with the language and time zone', async () => {
    const requests = serveSchedule();
    const { user } = renderSchedule();

    const region = await screen.findByRole('region', { name: 'E-mail reminders' });
    expect(within(region).getByText('Off: you get no reminder e-mails.')).toBeInTheDocument();
    const toggle = within(region).getByRole('switch', { name: 'Send me reminder e-mails' });
    expect(toggle).not.toBeChecked();
    expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(toggle);
    const days = within(region).getByRole('spinbutton', { name: 'Days before each date' });
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    expect(
      await within(region).findByText(
        'Saved. On: reminders go to alice@example.org. Days before each date: 3.',
      ),
    ).toBeInTheDocument();
    const put = requests.find((r) => r.path === '/api/schedule/reminders' && r.method === 'PUT');
    expect(put?.body).toEqual({
      enabled: true,
      days_before: 3,
      language: 'en',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says why saving failed when the account has no e-mail address', async () => {
    serveSchedule(() => json({ detail: 'no address', code: 'REMINDER_EMAIL_MISSING', status: 400 }, 400));
    const { user } = renderSchedule();

    const region = await screen.findByRole('region', { name: 'E-mail reminders' });
    await user.click(within(region).getByRole('switch', { name: 'Send me reminder e-mails' }));
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(
      await within(region).findByText('Your account has no e-mail address, so we cannot send you reminders.'),
    ).toBeInTheDocument();
  });

  it('refuses an empty number of days before asking the server', async () => {
    const requests = serveSchedule();
    const { user } = renderSchedule();

    const region = await screen.findByRole('region', { name: 'E-mail reminders' });
    const days = within(region).getByRole('spinbutton', { name: 'Days before each date' });
    await user.clear(days);
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Enter a whole number of days from 1 to 30.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('offers the reminders in German', async () => {
    await i18n.changeLanguage('de');
    serveSchedule();
    renderSchedule();
    const region = await screen.findByRole('region', { name: 'Erinnerungen per E-Mail' });
    expect(
      within(region).getByRole('switch', { name: 'Erinnerungen per E-Mail senden' }),
    ).toBeInTheDocument();
  });
});
