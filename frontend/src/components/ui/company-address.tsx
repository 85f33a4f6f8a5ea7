import { company } from '@/config/company';

/** The company's postal address. Each line is isolated, so "10115 Berlin" keeps its order in Arabic. */
export function CompanyAddress() {
  const { address } = company;
  return (
    <address className="address-block">
      <strong>
        <bdi>{company.legalName}</bdi>
      </strong>
      {[address.street, `${address.postalCode} ${address.city}`, address.country].map((line) => (
        <span key={line}>
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  );
}
