import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EXAMPLE_COMPANY } from '@/config/company';
import { ImprintDetails } from '@/features/legal/components/imprint-details';
import { loadAppConfig } from '@/lib/app-config';
import { companyOf, type Company } from '@/lib/company';
import { renderWithProviders } from '@/testing/render';

/** A company's own file, as a deployer fills it in. */
const nordlicht: Company = {
  example: false,
  legalName: 'Nordlicht Beratung GmbH',
  legalForm: 'Gesellschaft mit beschränkter Haftung',
  address: { street: 'Hafenstraße 7', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' },
  phone: '+49 40 1234567',
  email: 'kontakt@nordlicht.example',
  careersEmail: 'jobs@nordlicht.example',
  managingDirectors: ['Ada Lovelace', 'Grace Hopper', 'Hedy Lamarr'],
  responsibleForContent: ['Grace Hopper'],
  register: null,
  vatId: 'DE123456789',
  supervisoryAuthority: { name: 'Handelskammer Hamburg', url: 'https://www.hk24.de/' },
  officeHours: { weekdays: { opens: '8:00', closes: '16:00', timeZone: 'CET' } },
};

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('ImprintDetails', { timeout: 30_000 }, () => {
  it('shows the example company with its persons, and says that it is example data', () => {
    renderWithProviders(<ImprintDetails />);

    expect(screen.getByRole('alert')).toHaveTextContent(/Example data/);
    const responsible = section('Responsible party');
    expect(within(responsible).getByText('Europa Launchpad GmbH')).toBeInTheDocument();
    expect(within(responsible).getByText('Erika Mustermann and Max Mustermann')).toBeInTheDocument();
    expect(within(responsible).getByText('Gesellschaft mit beschränkter Haftung (GmbH)')).toBeInTheDocument();
    const register = section('Commercial register');
    expect(within(register).getByText('Amtsgericht Charlottenburg')).toBeInTheDocument();
    expect(within(register).getByText('HRB 000000 B')).toBeInTheDocument();
    expect(
      within(section('Responsible for the content under § 18 (2) MStV')).getByText('Erika Mustermann'),
    ).toBeInTheDocument();
  });

  it("shows a company's own data, without the example notice, register or supervisory authority as given", () => {
    renderWithProviders(<ImprintDetails />, { company: nordlicht });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Musterstraße|Mustermann|Europa Launchpad/)).not.toBeInTheDocument();
    const responsible = section('Responsible party');
    expect(within(responsible).getByText('Nordlicht Beratung GmbH')).toBeInTheDocument();
    expect(within(responsible).getByText('20457 Hamburg')).toBeInTheDocument();
    expect(within(responsible).getByText('Ada Lovelace, Grace Hopper, and Hedy Lamarr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+49 40 1234567' })).toHaveAttribute('href', 'tel:+49401234567');
    expect(screen.getByRole('link', { name: 'kontakt@nordlicht.example' })).toHaveAttribute(
      'href',
      'mailto:kontakt@nordlicht.example',
    );
    expect(screen.queryByRole('heading', { name: 'Commercial register' })).not.toBeInTheDocument();
    expect(within(section('VAT identification number')).getByText('DE123456789')).toBeInTheDocument();
    expect(within(section('Supervisory authority')).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.hk24.de/',
    );
    expect(
      within(section('Responsible for the content under § 18 (2) MStV')).getByText('Grace Hopper'),
    ).toBeInTheDocument();
    expect(screen.getByText(/requires the written consent of Nordlicht Beratung GmbH/)).toBeInTheDocument();
  });

  it('shows the company that /app-config.json delivers, and the example when it delivers none or a bad one', async () => {
    const serving = (body: unknown) => async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    const auth = { url: 'http://localhost:8080', realm: 'europa-launchpad', clientId: 'site-spa' };
    const delivered = async (body: unknown) =>
      companyOf(await loadAppConfig({ fetch: serving(body), origin: 'http://localhost:8080' }));

    await expect(delivered({ auth, company: nordlicht })).resolves.toEqual(nordlicht);
    await expect(delivered({ auth })).resolves.toBe(EXAMPLE_COMPANY);
    await expect(delivered({ auth, company: { ...nordlicht, email: 'nobody' } })).resolves.toBe(
      EXAMPLE_COMPANY,
    );

    renderWithProviders(<ImprintDetails />, { company: await delivered({ auth, company: nordlicht }) });
    expect(screen.getByText('Ada Lovelace, Grace Hopper, and Hedy Lamarr')).toBeInTheDocument();
  });
});
