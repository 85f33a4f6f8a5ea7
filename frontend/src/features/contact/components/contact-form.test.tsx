import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ContactForm } from '@/features/contact/components/contact-form';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type FetchMock = ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

function stubFetch(...answers: (() => Response | Promise<Response>)[]): FetchMock {
  const queue = [...answers];
  const fetchMock = vi.fn(async (_request: Request) => {
    const next = queue.shift() ?? (() => json(200, { success: true }));
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function sentRequest(fetchMock: FetchMock, call = 0) {
  const request = fetchMock.mock.calls[call]?.[0];
  if (!request) throw new Error(`no request ${call}`);
  return { request, body: (await request.clone().json()) as Record<string, unknown> };
}

function renderForm() {
  return renderWithProviders(<ContactForm />, { route: '/contact' });
}

const submitButton = () => screen.getByRole('button', { name: /send message/i });

async function chooseSubject(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Subject/ }));
  const option = await screen.findByTitle(label);
  fireEvent.click(option);
}

type User = ReturnType<typeof renderForm>['user'];

/** Types by pasting: one input event per field (each keystroke re-renders Ant Design's form, slow in jsdom). */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm(user: User) {
  await enter(user, screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await enter(user, screen.getByLabelText(/^E-mail/), 'ada@example.org');
  await enter(user, screen.getByLabelText(/^Company/), 'Analytical Engines');
  await enter(user, screen.getByLabelText(/^Phone/), '30 1234 567');
  await chooseSubject('EU Funding');
  await enter(user, screen.getByLabelText(/^Message/), 'Hello, we need advice.');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Ant Design's DOM is large; role queries in jsdom take a while.
describe('ContactForm', { timeout: 60_000 }, () => {
  it('labels every control and offers the seven subjects and about 54 dialling codes, +49 first chosen', async () => {
    renderForm();

    for (const name of [/^Name/, /^E-mail/, /^Company/, /^Phone/, /^Message/]) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('placeholder', '123 456 7890');
    const dialling = screen.getByRole('combobox', { name: 'Dialling code' });
    expect(dialling.closest('.ant-select')).toHaveTextContent('+49');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Subject/ }));
    for (const label of [
      'General Inquiry',
      'EU Funding',
      'Project Management',
      'AI Development',
      'Regulatory Compliance',
      'Cloud Solutions',
      'Partnership',
    ]) {
      expect(await screen.findByTitle(label)).toBeInTheDocument();
    }
  });

  it('preselects the subject a link names, and ignores one that is not a subject', () => {
    const { unmount } = renderWithProviders(<ContactForm subject="ai" />, { route: '/contact?subject=ai' });
    expect(screen.getByRole('combobox', { name: /^Subject/ }).closest('.ant-select')).toHaveTextContent(
      'AI Development',
    );
    unmount();

    renderWithProviders(<ContactForm subject="<script>" />, { route: '/contact' });
    expect(screen.getByRole('combobox', { name: /^Subject/ }).closest('.ant-select')).not.toHaveTextContent(
      'AI Development',
    );
  });

  it('keeps the honeypot out of sight and out of the tab order', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
  });

  it('shows the required messages on an empty submit, sends nothing and focuses the first field', async () => {
    const fetchMock = stubFetch();
    const { user } = renderForm();

    await user.click(submitButton());

    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address and letters in the phone number', async () => {
    const { user } = renderForm();

    await enter(user, screen.getByLabelText(/^E-mail/), 'ada@');
    await enter(user, screen.getByLabelText(/^Phone/), '030 12ab');
    await user.click(submitButton());

    // The quoted address is isolated left to right (U+2066 … U+2069), so that "ada@" never shows as "@ada".
    expect(await screen.findByText('Email must be in a valid format (\u2066ada@\u2069)')).toBeInTheDocument();
    expect(screen.getByText('Phone number should contain only digits')).toBeInTheDocument();
  });

  it('accepts spaces in the phone number and a blank company', async () => {
    const { user } = renderForm();
    await enter(user, screen.getByLabelText(/^Phone/), '123 456 7890');
    await user.click(submitButton());
    await screen.findByText('Name is required');
    expect(screen.queryByText('Phone number should contain only digits')).not.toBeInTheDocument();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    await screen.findByText('Name is required');

    await enter(user, screen.getByLabelText(/^Name/), 'A');

    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('posts the message with fullPhone, language, an empty honeypot and an idempotency key; then clears the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await fillValidForm(user);

    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: /sending/i })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { request, body } = await sentRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/send-email');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      company: 'Analytical Engines',
      fullPhone: '+49 30 1234 567',
      subject: 'funding',
      message: 'Hello, we need advice.',
      language: 'en',
      website: '',
    });

    await act(async () => answer(json(200, { success: true })));

    expect(
      await screen.findByText("Thank you for your message! We'll get back to you soon."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: /send message/i })).toBeEnabled();
  });

  it('hides the success banner after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(() => json(200, { success: true }));
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(submitButton());
    const banner = "Thank you for your message! We'll get back to you soon.";
    await screen.findByText(banner);

    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText(banner)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });

  it('shows the error banner for 5 s when the server refuses (429), keeps the input and reuses the key on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch(
      () => json(429, { detail: 'Too many messages', code: 'RATE_LIMITED' }),
      () => json(200, { success: true }),
    );
    const { user } = renderForm();
    await fillValidForm(user);
    const failure =
      'Sorry, there was an error sending your message. Please try again later or contact us directly.';

    await user.click(submitButton());
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText(failure)).not.toBeInTheDocument();

    await user.click(submitButton());
    await screen.findByText("Thank you for your message! We'll get back to you soon.");
    const first = await sentRequest(fetchMock, 0);
    const retry = await sentRequest(fetchMock, 1);
    expect(retry.request.headers.get('Idempotency-Key')).toBe(first.request.headers.get('Idempotency-Key'));
  });

  it('uses a fresh key for a different submission', async () => {
    const fetchMock = stubFetch(
      () => json(503, { detail: 'down' }),
      () => json(200, { success: true }),
    );
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(submitButton());
    await screen.findByText(/there was an error sending your message/);

    await enter(user, screen.getByLabelText(/^Message/), ' More.');
    await user.click(submitButton());
    await screen.findByText(/Thank you for your message/);

    const first = await sentRequest(fetchMock, 0);
    const second = await sentRequest(fetchMock, 1);
    expect(second.request.headers.get('Idempotency-Key')).not.toBe(
      first.request.headers.get('Idempotency-Key'),
    );
  });

  it('treats {success: false} as a failure', async () => {
    stubFetch(() => json(200, { success: false }));
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(/there was an error sending your message/)).toBeInTheDocument();
  });

  it("shows the server's field errors on their fields", async () => {
    stubFetch(() =>
      json(400, {
        detail: 'Invalid request',
        code: 'VALIDATION_FAILED',
        fields: { fullPhone: 'Phone number should contain only digits', company: 'Company must be one line' },
      }),
    );
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(submitButton());

    const phone = screen.getByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Phone number should contain only digits'));
    expect(screen.getByLabelText(/^Company/)).toHaveAccessibleDescription('Please use a single line');
    // The first field in the form's order with an error.
    expect(screen.getByLabelText(/^Company/)).toHaveFocus();
  });

  it('keeps e-mail addresses and phone numbers left to right in Arabic, typed and quoted', async () => {
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    const { user } = renderForm();

    const email = await screen.findByRole('textbox', { name: /^البريد الإلكتروني/ });
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: /^الهاتف/ })).toHaveAttribute('dir', 'ltr');
    await enter(user, email, 'x@');
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(/\(\u2066x@\u2069\)/));
  });

  it('speaks the visitor language: German messages, and German as the language of the mail', async () => {
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    const fetchMock = stubFetch(() => json(200, { success: true }));
    const { user } = renderForm();

    await user.click(await screen.findByRole('button', { name: /nachricht senden/i }));
    expect(await screen.findByText('Name ist erforderlich')).toBeInTheDocument();

    await enter(user, screen.getByLabelText(/^Name/), 'Ada');
    await enter(user, screen.getByLabelText(/^E-Mail/), 'ada@example.org');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Betreff/ }));
    fireEvent.click(await screen.findByTitle('Allgemeine Anfrage'));
    await enter(user, screen.getByLabelText(/^Nachricht/), 'Hallo');
    await user.click(screen.getByRole('button', { name: /nachricht senden/i }));

    await screen.findByText(/Vielen Dank für Ihre Nachricht/);
    const { body } = await sentRequest(fetchMock);
    expect(body).toMatchObject({ language: 'de', subject: 'general', fullPhone: '' });
  });
});
