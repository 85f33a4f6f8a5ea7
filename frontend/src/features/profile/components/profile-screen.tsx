import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { MyData } from '@/features/profile/components/my-data';
import { ProfileForm } from '@/features/profile/components/profile-form';

import './profile.css';

/** The signed-in profile page: who is signed in, the profile form and the user's data. */
export function ProfileScreen({ userId, username }: { userId: string; username: string | null }) {
  const { t } = useTranslation('profile');
  return (
    <div className="profile-screen">
      {username ? (
        <Typography.Paragraph type="secondary" className="profile-screen__who">
          {t('signedInAs', { username })}
        </Typography.Paragraph>
      ) : null}
      <ProfileForm userId={userId} />
      <MyData />
    </div>
  );
}
