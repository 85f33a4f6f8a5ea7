import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { site } from '@/config/site';

import '@/features/company/components/company.css';

/** Who the company is, its mission and its vision. */
export function AboutOverview() {
  const { t } = useTranslation('pages');
  const blocks = [
    {
      id: 'overview',
      title: t('about.overviewTitle'),
      text: t('about.overview', { siteTitle: site.title }),
    },
    { id: 'mission', title: t('about.missionTitle'), text: t('about.mission') },
    { id: 'vision', title: t('about.visionTitle'), text: t('about.vision') },
  ];
  return (
    <Row gutter={[16, 16]} className="company-section">
      {blocks.map((block) => (
        <Col key={block.id} xs={24} md={8}>
          <Card className="info-card">
            <Typography.Title level={2} className="company-card__title">
              {block.title}
            </Typography.Title>
            <Typography.Paragraph className="company-card__text">{block.text}</Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
