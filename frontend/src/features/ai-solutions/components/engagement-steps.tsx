import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import '@/features/ai-solutions/components/ai-solutions.css';

const STEPS = ['discovery', 'prototype', 'production'] as const;

/** How an engagement runs, in order. */
export function EngagementSteps() {
  const { t } = useTranslation('pages');
  return (
    <section className="ai-section" aria-labelledby="ai-process-title">
      <Typography.Title level={2} id="ai-process-title">
        {t('aiSolutions.processTitle')}
      </Typography.Title>
      <ol className="ai-grid">
        {STEPS.map((step, index) => (
          <li key={step}>
            <Card className="info-card">
              <div className="ai-step">
                <span className="ai-step__number" aria-hidden>
                  {index + 1}
                </span>
                <div>
                  <Typography.Title level={3} className="ai-card__title">
                    {t(`aiSolutions.process.${step}.title`)}
                  </Typography.Title>
                  <Typography.Paragraph className="ai-card__text">
                    {t(`aiSolutions.process.${step}.text`)}
                  </Typography.Paragraph>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
