import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/**
 * Route error boundary: a failed page (or a chunk that no longer exists) offers a reload. Part of the first bundle
 * and built from light parts only (no Ant Design Result and its illustrations): it must render when chunks fail.
 */
export function RouteError() {
  const { t } = useTranslation('errors');
  return (
    <div className="page route-error">
      <CloseCircleFilled className="route-error__icon" aria-hidden />
      <h1 className="result-title">{t('unexpected.title')}</h1>
      <p className="route-error__description">{t('unexpected.description')}</p>
      <div className="route-error__actions">
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
        <Link to={paths.root}>{t('actions.backHome')}</Link>
      </div>
    </div>
  );
}
