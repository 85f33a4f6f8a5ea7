import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/config/site';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation('errors');
  return (
    <div className="page">
      <title>{`${t('notFound.title')} · ${site.title}`}</title>
      <Result
        status="404"
        title={<h1 className="result-title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <ButtonLink to={paths.root} type="primary">
            {t('actions.backHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
