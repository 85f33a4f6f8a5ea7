import { CompassOutlined, MessageOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

import '@/features/ai-solutions/components/ai-solutions.css';

const EXAMPLES: { id: 'planner' | 'chat'; to: string; icon: ReactNode }[] = [
  { id: 'planner', to: paths.root, icon: <CompassOutlined aria-hidden /> },
  // Visitors are sent to sign in and come back to the chat (the route is protected).
  { id: 'chat', to: paths.chat, icon: <MessageOutlined aria-hidden /> },
];

/** The two products running on this site, each with a link to try it. */
export function LiveExamples() {
  const { t } = useTranslation('pages');
  return (
    <section className="ai-section" aria-labelledby="ai-examples-title">
      <Typography.Title level={2} id="ai-examples-title">
        {t('aiSolutions.examplesTitle')}
      </Typography.Title>
      <Typography.Paragraph className="ai-section__lead">
        {t('aiSolutions.examplesLead')}
      </Typography.Paragraph>
      <ul className="ai-grid ai-grid--wide">
        {EXAMPLES.map(({ id, to, icon }) => (
          <li key={id}>
            <Card className="info-card ai-example">
              <span className="ai-card__icon">{icon}</span>
              <Typography.Title level={3} className="ai-card__title" id={`ai-example-${id}`}>
                {t(`aiSolutions.examples.${id}.title`)}
              </Typography.Title>
              <Typography.Paragraph className="ai-card__text">
                {t(`aiSolutions.examples.${id}.text`)}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" className="ai-example__note">
                {t(`aiSolutions.examples.${id}.note`)}
              </Typography.Paragraph>
              <ButtonLink to={to} type="primary" className="ai-example__action">
                {t(`aiSolutions.examples.${id}.link`)}
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
