import {
  CloudServerOutlined,
  CommentOutlined,
  FileSearchOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import '@/features/ai-solutions/components/ai-solutions.css';

const OFFERS: { id: 'assistants' | 'documents' | 'planning' | 'deployment'; icon: ReactNode }[] = [
  { id: 'assistants', icon: <CommentOutlined aria-hidden /> },
  { id: 'documents', icon: <FileSearchOutlined aria-hidden /> },
  { id: 'planning', icon: <ScheduleOutlined aria-hidden /> },
  { id: 'deployment', icon: <CloudServerOutlined aria-hidden /> },
];

/** What the company builds. */
export function AiOffers() {
  const { t } = useTranslation('pages');
  return (
    <section className="ai-section" aria-labelledby="ai-offers-title">
      <Typography.Title level={2} id="ai-offers-title">
        {t('aiSolutions.offersTitle')}
      </Typography.Title>
      <ul className="ai-grid">
        {OFFERS.map(({ id, icon }) => (
          <li key={id}>
            <Card className="info-card">
              <span className="ai-card__icon">{icon}</span>
              <Typography.Title level={3} className="ai-card__title">
                {t(`aiSolutions.offers.${id}.title`)}
              </Typography.Title>
              <Typography.Paragraph className="ai-card__text">
                {t(`aiSolutions.offers.${id}.text`)}
              </Typography.Paragraph>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
