import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { ContentLayout } from '@/components/layouts/content-layout';
import { takeReturnTo } from '@/lib/return-to';
import { selectAuthStatus } from '@/lib/auth';

/**
 * Where the identity provider sends the browser back. The identity client exchanges the code
 * while it starts; then this page replaces itself with the saved target (or the root).
 */
export default function AuthCallbackRoute() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const status = useSelector(selectAuthStatus);
  const done = useRef(false);

  useEffect(() => {
    if (status === 'initialising' || done.current) return;
    done.current = true;
    void navigate(takeReturnTo(), { replace: true });
  }, [status, navigate]);

  return (
    <ContentLayout title={t('authCallback.finishing')}>
      <div className="centered" aria-hidden>
        <Spin size="large" />
      </div>
    </ContentLayout>
  );
}
