import { BulbOutlined, EyeOutlined, SafetyCertificateOutlined, FlagOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { coreValues } from '@/config/company';

import '@/features/company/components/company.css';

const ICONS: Record<(typeof coreValues)[number], ReactNode> = {
  sovereignty: <FlagOutlined aria-hidden />,
  privacyByDesign: <SafetyCertificateOutlined aria-hidden />,
  innovationWithIntegrity: <BulbOutlined aria-hidden />,
  transparency: <EyeOutlined aria-hidden />,
};

/** The four core values (specification section 2, About). */
export function CoreValues() {
  const { t } = useTranslation('pages');
  return (
    <section className="company-section" aria-labelledby="core-values-title">
      <Typography.Title level={2} id="core-values-title">
        {t('about.valuesTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {coreValues.map((value) => (
          <Col key={value} xs={24} sm={12} lg={6}>
            <Card className="info-card">
              <span className="company-card__icon">{ICONS[value]}</span>
              <Typography.Title level={3} className="company-card__title">
                {t(`about.values.${value}.title`)}
              </Typography.Title>
              <Typography.Paragraph className="company-card__text">
                {t(`about.values.${value}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
