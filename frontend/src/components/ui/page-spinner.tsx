import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';

/** Shown while a page's code or the first data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
