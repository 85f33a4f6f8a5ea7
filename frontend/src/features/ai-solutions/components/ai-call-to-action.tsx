import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

import '@/features/ai-solutions/components/ai-solutions.css';

/** The way on: the contact form, or the chat demo. */
export function AiCallToAction() {
  const { t } = useTranslation('pages');
  return (
    <section className="ai-section ai-cta" aria-labelledby="ai-cta-title">
      <Typography.Title level={2} id="ai-cta-title">
        {t('aiSolutions.ctaTitle')}
      </Typography.Title>
      <Typography.Paragraph className="ai-section__lead">{t('aiSolutions.ctaText')}</Typography.Paragraph>
      <div className="ai-cta__actions">
        <ButtonLink to={`${paths.contact}?subject=ai`} type="primary" size="large">
          {t('aiSolutions.ctaContact')}
        </ButtonLink>
        <ButtonLink to={paths.chat} size="large">
          {t('aiSolutions.ctaChat')}
        </ButtonLink>
      </div>
    </section>
  );
}
