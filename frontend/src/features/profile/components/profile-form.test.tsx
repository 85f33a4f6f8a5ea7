import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ProfileForm } from '@/features/profile/components/profile-form';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the SPA's calls in this test only: `"GET /api/…"` → handler; anything else is a 404. */
function serveApi(routes: Record<string, Handler>) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.clone().text();
      requests.push({
        method: request.method,
        path: url.pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      const handler = routes[`${request.method} ${url.pathname}`];
      return handler ? handler(request) : json({ detail: 'Not found' }, 404);
    }),
  );
  return { requests, sent: (method: string) => requests.filter((entry) => entry.method === method) };
}

const profilePath = `/api/users/profile/${alice.subject}`;

const savedProfile = {
  user_id: alice.subject,
  email: 'alice@example.com',
  display_name: 'Alice',
  first_name: 'Alice',
  last_name: 'Liddell',
  date_of_birth: '1990-05-04',
  address_line1: 'Hauptstraße 1',
  address_line2: null,
  city: 'Berlin',
  state_region: null,
  postal_code: '10115',
  country_code: 'de',
  phone: null,
  mobile_phone: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};

function renderProfile() {
  return renderWithProviders(<ProfileForm userId={alice.subject} />, {
    authClient: createFakeAuthClient({ user: alice }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Ant Design's form is slow to render in jsdom, more so on a busy machine.
describe('ProfileForm', { timeout: 60_000 }, () => {
  it('shows the loaded profile in its sections', async () => {
    serveApi({ [`GET ${profilePath}`]: () => json(savedProfile) });
    renderProfile();

    const basic = await screen.findByRole('region', { name: 'Basic information' });
    await waitFor(() => expect(within(basic).getByLabelText('Display name')).toHaveValue('Alice'));
    expect(within(basic).getByLabelText('Date of birth')).toHaveValue('1990-05-04');
    expect(within(basic).getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByLabelText('Email')).toHaveAttribute('type', 'email');
    // E-mail addresses and phone numbers read left to right, also in Arabic.
    for (const field of ['Email', 'Phone', 'Mobile phone']) {
      expect(within(contact).getByLabelText(field)).toHaveAttribute('dir', 'ltr');
    }
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByLabelText('City')).toHaveValue('Berlin');
    expect(within(address).getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
  });

  it('sends blank fields as null, trimmed text and the country code upper case', async () => {
    const api = serveApi({
      [`GET ${profilePath}`]: () => json(savedProfile),
      'PUT /api/users/profile': async (request) => json({ ...(await request.json()), updated_at: 'now' }),
    });
    const { user } = renderProfile();

    const firstName = await screen.findByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveValue('Alice'));
    await user.clear(firstName);
    await user.click(firstName);
    await user.paste('   ');
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.click(city);
    await user.paste('  Hamburg  ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved successfully.')).toBeInTheDocument();
    const [put] = api.sent('PUT');
    expect(put?.body).toEqual({
      user_id: alice.subject,
      email: 'alice@example.com',
      display_name: 'Alice',
      first_name: null,
      last_name: 'Liddell',
      date_of_birth: '1990-05-04',
      address_line1: 'Hauptstraße 1',
      address_line2: null,
      city: 'Hamburg',
      state_region: null,
      postal_code: '10115',
      country_code: 'DE',
      phone: null,
      mobile_phone: null,
    });
  });

  it('restores the last loaded values on Cancel', async () => {
    serveApi({ [`GET ${profilePath}`]: () => json(savedProfile) });
    const { user } = renderProfile();

    const city = await screen.findByLabelText('City');
    await waitFor(() => expect(city).toHaveValue('Berlin'));
    await user.clear(city);
    await user.click(city);
    await user.paste('Paris');
    await user.clear(screen.getByLabelText('Display name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(city).toHaveValue('Berlin');
    expect(screen.getByLabelText('Display name')).toHaveValue('Alice');
  });

  it('shows an empty form and "Failed to load profile" when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = serveApi({
      [`GET ${profilePath}`]: () => json({ detail: 'boom' }, 500),
      'PUT /api/users/profile': async (request) => json({ ...(await request.json()), updated_at: 'now' }),
    });
    const { user } = renderProfile();

    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');

    await user.type(screen.getByLabelText('Display name'), 'Alice');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile saved successfully.');
    expect(api.sent('PUT')[0]?.body).toMatchObject({
      display_name: 'Alice',
      email: null,
      country_code: null,
    });
  });

  it('shows the fields the API refused on those fields, and "Failed to save profile"', async () => {
    serveApi({
      [`GET ${profilePath}`]: () => json(savedProfile),
      'PUT /api/users/profile': () =>
        json(
          {
            detail: 'Invalid request: phone: must be a phone number',
            code: 'VALIDATION_FAILED',
            fields: { phone: 'must be a phone number: digits, spaces and an optional leading +' },
          },
          400,
        ),
    });
    const { user } = renderProfile();

    const phone = await screen.findByLabelText('Phone');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Berlin'));
    await user.click(phone);
    await user.paste('call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to save profile')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Enter a phone number with its country code (e.g. +49 30 901820), or as dialled in the country of your address.',
      ),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('call me');
  });

  it('refuses a malformed email before sending it', async () => {
    const api = serveApi({ [`GET ${profilePath}`]: () => json(savedProfile) });
    const { user } = renderProfile();

    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('alice@example.com'));
    await user.clear(email);
    await user.click(email);
    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Enter a valid email address, for example name@example.com.'),
    ).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(0);
  });
});
