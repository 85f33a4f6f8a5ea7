import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { useCompany } from '@/lib/company';

const SECTIONS = {
  privacy: ['controller', 'data', 'purposes', 'storage', 'retention', 'rights'],
  terms: ['scope', 'use', 'liability', 'law', 'changes'],
} as const;

type LegalDocument = keyof typeof SECTIONS;

/** The sections of the privacy policy or the terms of use, each a heading and its text. */
export function LegalSections({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('pages');
  const { legalName } = useCompany();
  const values = { legalName };
  return (
    <Card className="prose-card">
      {SECTIONS[document].map((section) => (
        <section key={section}>
          <Typography.Title level={2}>
            {t(`${document}.sections.${section}.title` as `privacy.sections.controller.title`)}
          </Typography.Title>
          <Typography.Paragraph>
            {t(`${document}.sections.${section}.text` as `terms.sections.law.text`, values)}
          </Typography.Paragraph>
        </section>
      ))}
    </Card>
  );
}
