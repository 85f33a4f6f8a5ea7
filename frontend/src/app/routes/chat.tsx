import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { selectSubject, selectUsername } from '@/lib/auth';

/**
 * Behind the auth gate (router): visitors are sent to sign in, since every chat call needs a token. The chat's user
 * id is the login name, else the token's subject (specification section 3); the services key data by the subject.
 */
export default function ChatRoute() {
  const { t } = useTranslation('chat');
  const username = useSelector(selectUsername);
  const subject = useSelector(selectSubject);
  const userId = username ?? subject;
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      {userId ? <ChatScreen userId={userId} /> : null}
    </ContentLayout>
  );
}
