import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { CompanyAddress } from '@/components/ui/company-address';
import { ExampleCompanyNotice } from '@/components/ui/example-company-notice';
import { phoneHref, useCompany } from '@/lib/company';

/**
 * The legal notice (§ 5 DDG, § 18 MStV) from the company file: responsible party, legal form and representatives,
 * contact, register, VAT id, supervisory authority, who is responsible for the content; disclaimer, copyright.
 */
export function ImprintDetails() {
  const { t, i18n } = useTranslation('pages');
  const company = useCompany();
  const { register, vatId, supervisoryAuthority } = company;
  const names = (people: string[]) =>
    new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' }).format(people);

  return (
    <Card className="prose-card">
      <ExampleCompanyNotice />
      <section>
        <Typography.Title level={2}>{t('imprint.responsible')}</Typography.Title>
        <CompanyAddress />
        <dl className="definition-list">
          <dt>{t('imprint.legalForm')}</dt>
          <dd>
            <bdi>{company.legalForm}</bdi>
          </dd>
          <dt>{t('imprint.representedBy')}</dt>
          <dd>
            <bdi>{names(company.managingDirectors)}</bdi>
          </dd>
        </dl>
      </section>
      <section>
        <Typography.Title level={2}>{t('imprint.contact')}</Typography.Title>
        <dl className="definition-list">
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={phoneHref(company.phone)}>
              <bdi dir="ltr">{company.phone}</bdi>
            </a>
          </dd>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>
              <bdi dir="ltr">{company.email}</bdi>
            </a>
          </dd>
        </dl>
      </section>
      {register ? (
        <section>
          <Typography.Title level={2}>{t('imprint.register')}</Typography.Title>
          <dl className="definition-list">
            <dt>{t('imprint.registerCourt')}</dt>
            <dd>
              <bdi>{register.court}</bdi>
            </dd>
            <dt>{t('imprint.registerNumber')}</dt>
            <dd>
              <bdi>{register.number}</bdi>
            </dd>
          </dl>
        </section>
      ) : null}
      {vatId ? (
        <section>
          <Typography.Title level={2}>{t('imprint.vatId')}</Typography.Title>
          <Typography.Paragraph>
            <bdi dir="ltr">{vatId}</bdi>
          </Typography.Paragraph>
        </section>
      ) : null}
      {supervisoryAuthority ? (
        <section>
          <Typography.Title level={2}>{t('imprint.supervisoryAuthority')}</Typography.Title>
          <address className="address-block">
            <bdi>{supervisoryAuthority.name}</bdi>
            {supervisoryAuthority.address ? <bdi>{supervisoryAuthority.address}</bdi> : null}
            {supervisoryAuthority.url ? (
              <a href={supervisoryAuthority.url} target="_blank" rel="noopener noreferrer">
                <bdi dir="ltr">{supervisoryAuthority.url}</bdi>
              </a>
            ) : null}
          </address>
        </section>
      ) : null}
      <section>
        <Typography.Title level={2}>{t('imprint.responsibleForContent')}</Typography.Title>
        <Typography.Paragraph>
          <bdi>{names(company.responsibleForContent)}</bdi>
          <br />
          {t('imprint.addressAsAbove')}
        </Typography.Paragraph>
      </section>
      <section>
        <Typography.Title level={2}>{t('imprint.disclaimerTitle')}</Typography.Title>
        <Typography.Paragraph>{t('imprint.disclaimer')}</Typography.Paragraph>
      </section>
      <section>
        <Typography.Title level={2}>{t('imprint.copyrightTitle')}</Typography.Title>
        <Typography.Paragraph>
          {t('imprint.copyright', { legalName: company.legalName })}
        </Typography.Paragraph>
      </section>
    </Card>
  );
}
