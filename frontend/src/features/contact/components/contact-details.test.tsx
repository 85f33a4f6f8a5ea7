import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EXAMPLE_COMPANY } from '@/config/company';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { renderWithProviders } from '@/testing/render';

describe('ContactDetails', { timeout: 30_000 }, () => {
  it("shows the company file's address, phone, e-mail and office hours, and says when they are an example", () => {
    renderWithProviders(<ContactDetails />);

    expect(screen.getByRole('alert')).toHaveTextContent(/Example data/);
    expect(screen.getByText('Musterstraße 1')).toBeInTheDocument();
    expect(screen.getByText('9:00–17:00 CET')).toBeInTheDocument();
    // e-mail address and phone number read left to right in every language
    expect(screen.getByText('hello@europa-launchpad.example').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('+49 30 0000000').closest('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it("shows a company's own data without the example notice", () => {
    renderWithProviders(<ContactDetails />, {
      company: {
        ...EXAMPLE_COMPANY,
        example: false,
        address: { street: 'Hafenstraße 7', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' },
        phone: '+49 40 1234567',
        email: 'kontakt@nordlicht.example',
        officeHours: { weekdays: { opens: '8:00', closes: '16:00', timeZone: 'CET' } },
      },
    });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Hafenstraße 7')).toBeInTheDocument();
    expect(screen.getByText('20457 Hamburg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+49 40 1234567' })).toHaveAttribute('href', 'tel:+49401234567');
    expect(screen.getByRole('link', { name: 'kontakt@nordlicht.example' })).toBeInTheDocument();
    expect(screen.getByText('8:00–16:00 CET')).toBeInTheDocument();
  });
});
