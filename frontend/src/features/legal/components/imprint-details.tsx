import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { CompanyAddress } from '@/components/ui/company-address';
import { company, companyPhoneHref } from '@/config/company';

/** The legal notice: responsible party, contact, register, VAT id, disclaimer, copyright. */
export function ImprintDetails() {
  const { t, i18n } = useTranslation('pages');
  const directors = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, {
    type: 'conjunction',
  }).format(company.managingDirectors);

  return (
    <Card className="prose-card">
      <section>
        <Typography.Title level={2}>{t('imprint.responsible')}</Typography.Title>
        <CompanyAddress />
        <dl className="definition-list">
          <dt>{t('imprint.representedBy')}</dt>
          <dd>{directors}</dd>
        </dl>
      </section>
      <section>
        <Typography.Title level={2}>{t('imprint.contact')}</Typography.Title>
        <dl className="definition-list">
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={companyPhoneHref}>
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
      <section>
        <Typography.Title level={2}>{t('imprint.register')}</Typography.Title>
        <Typography.Paragraph>
          <bdi>{company.register}</bdi>
        </Typography.Paragraph>
        <Typography.Title level={2}>{t('imprint.vatId')}</Typography.Title>
        <Typography.Paragraph>
          <bdi>{company.vatId}</bdi>
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
