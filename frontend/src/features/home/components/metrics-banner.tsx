import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

import '@/features/home/components/metrics-banner.css';

/** The figures the company stands for (specification: home metrics banner). */
const METRICS = [
  { key: 'uptime', value: '99.9%' },
  { key: 'experience', value: '20+' },
  { key: 'productivity', value: '2.5x' },
  { key: 'costReduction', value: '40%' },
] as const;

export function MetricsBanner() {
  const { t } = useTranslation('pages');
  return (
    <section className="metrics-banner" aria-label={t('home.metricsLabel')}>
      <Row gutter={[16, 16]}>
        {METRICS.map((metric) => (
          <Col key={metric.key} xs={12} md={6}>
            <Card variant="borderless" className="metrics-banner__card">
              <Statistic
                title={t(`home.metrics.${metric.key}`)}
                value={metric.value}
                styles={{ content: { color: 'var(--brand-primary)', fontWeight: 700 } }}
                // Figures such as "20+" keep their order in right-to-left text.
                valueRender={(node) => <bdi dir="ltr">{node}</bdi>}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
