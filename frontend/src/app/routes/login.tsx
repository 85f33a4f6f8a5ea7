import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { ContentLayout } from '@/components/layouts/content-layout';
import { saveReturnTo, sanitizeReturnTo } from '@/features/auth/utils/return-to';

/** Saves where to come back to; the identity issue then redirects to the identity provider. */
export default function LoginRoute() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const returnTo = sanitizeReturnTo(searchParams.get('returnTo'));

  useEffect(() => {
    saveReturnTo(returnTo);
  }, [returnTo]);

  return (
    <ContentLayout title={t('login.redirecting')}>
      <div className="centered" aria-hidden>
        <Spin size="large" />
      </div>
    </ContentLayout>
  );
}
