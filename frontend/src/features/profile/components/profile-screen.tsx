import { MyData } from '@/features/profile/components/my-data';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { SignedInAs } from '@/features/profile/components/signed-in-as';

import './profile.css';

/** The signed-in profile page: who the API takes the user for, the profile form and the user's data. */
export function ProfileScreen({ userId }: { userId: string }) {
  return (
    <div className="profile-screen">
      <SignedInAs />
      <ProfileForm userId={userId} />
      <MyData />
    </div>
  );
}
