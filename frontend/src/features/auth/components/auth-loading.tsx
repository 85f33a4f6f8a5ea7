import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the identity client starts (the silent sign-in check). */
export function AuthLoading() {
  const { t } = useTranslation();
  return (
    <div className="centered" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{t('auth.loading')}</span>
    </div>
  );
}
