import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { useGetCurrentUserQuery } from '@/features/profile/api/get-current-user';

/** Proof that the API accepts the session: the user as the API sees them. */
export function SignedInAs() {
  const { t } = useTranslation('profile');
  const { data, isLoading, isError } = useGetCurrentUserQuery();

  if (isLoading) return <Spin aria-label={t('loading')} />;
  if (isError || !data) return <Alert type="error" showIcon title={t('loadFailed')} />;
  return (
    <Typography.Paragraph>
      {t('signedInAs', { username: data.preferred_username ?? data.sub })}
    </Typography.Paragraph>
  );
}
