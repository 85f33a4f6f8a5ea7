import {
  AuditOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  StopOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import '@/features/ai-solutions/components/ai-solutions.css';

const PROMISES: {
  id: 'hosting' | 'openModels' | 'yourData' | 'noTraining' | 'regulation';
  icon: ReactNode;
}[] = [
  { id: 'hosting', icon: <EnvironmentOutlined aria-hidden /> },
  { id: 'openModels', icon: <UnlockOutlined aria-hidden /> },
  { id: 'yourData', icon: <DeleteOutlined aria-hidden /> },
  { id: 'noTraining', icon: <StopOutlined aria-hidden /> },
  { id: 'regulation', icon: <AuditOutlined aria-hidden /> },
];

/** Sovereignty and privacy: only what the products really do. */
export function PrivacyByDesign() {
  const { t } = useTranslation('pages');
  return (
    <section className="ai-section" aria-labelledby="ai-trust-title">
      <Typography.Title level={2} id="ai-trust-title">
        {t('aiSolutions.trustTitle')}
      </Typography.Title>
      <ul className="ai-grid ai-grid--narrow">
        {PROMISES.map(({ id, icon }) => (
          <li key={id}>
            <Card className="info-card">
              <span className="ai-card__icon">{icon}</span>
              <Typography.Title level={3} className="ai-card__title">
                {t(`aiSolutions.trust.${id}.title`)}
              </Typography.Title>
              <Typography.Paragraph className="ai-card__text">
                {t(`aiSolutions.trust.${id}.text`)}
              </Typography.Paragraph>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
