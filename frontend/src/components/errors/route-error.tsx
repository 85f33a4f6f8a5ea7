import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** Route error boundary: a failed page (or a chunk that no longer exists) offers a reload. */
export function RouteError() {
  const { t } = useTranslation('errors');
  return (
    <div className="page">
      <Result
        status="error"
        title={<h1 className="result-title">{t('unexpected.title')}</h1>}
        subTitle={t('unexpected.description')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>,
          <Link key="home" to={paths.root}>
            {t('actions.backHome')}
          </Link>,
        ]}
      />
    </div>
  );
}
