import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or the first data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
