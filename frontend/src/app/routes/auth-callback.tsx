import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

/** The identity issue completes the sign-in here and replaces history with the saved target. */
export default function AuthCallbackRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('authCallback.finishing')}>
      <div className="centered" aria-hidden>
        <Spin size="large" />
      </div>
    </ContentLayout>
  );
}
