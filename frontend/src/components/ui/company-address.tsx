import { useTranslation } from 'react-i18next';

import { useCompany } from '@/lib/company';

/** The company's postal address. Each line is isolated, so "10115 Berlin" keeps its order in Arabic. */
export function CompanyAddress() {
  const company = useCompany();
  const { address } = company;
  const { i18n } = useTranslation();
  const country =
    new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' }).of(address.countryCode) ??
    address.countryCode;
  return (
    <address className="address-block">
      <strong>
        <bdi>{company.legalName}</bdi>
      </strong>
      {[address.street, `${address.postalCode} ${address.city}`, country].map((line) => (
        <span key={line}>
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  );
}
