import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { useGetCurrentUserQuery } from '@/features/profile/api/get-current-user';

/**
 * Proof that the API accepts the session: the user as the API sees them. Quiet while loading and on failure
 * (the profile form beneath reports a failed load).
 */
export function SignedInAs() {
  const { t } = useTranslation('profile');
  const { data } = useGetCurrentUserQuery();

  if (!data) return null;
  return (
    <Typography.Paragraph className="profile-screen__who">
      {t('signedInAs', { username: data.preferred_username ?? data.sub })}
    </Typography.Paragraph>
  );
}
