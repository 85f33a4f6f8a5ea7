import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/config/site';
import { paths } from '@/config/paths';
import { MetricsBanner } from '@/features/home/components/metrics-banner';

export default function HomeRoute() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className="page page--home">
      <title>{site.title}</title>
      <section className="hero">
        <Typography.Title level={1} className="hero__title">
          {t('home.title')}
        </Typography.Title>
        <Typography.Paragraph className="hero__subtitle">{t('home.subtitle')}</Typography.Paragraph>
        <div className="hero__actions">
          <ButtonLink to={paths.contact} type="primary" size="large">
            {t('common:nav.contact')}
          </ButtonLink>
          <ButtonLink to={paths.planner} size="large">
            {t('common:nav.planner')}
          </ButtonLink>
        </div>
      </section>
      <MetricsBanner />
    </div>
  );
}
