import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { selectSubject, selectUsername } from '@/lib/auth';

/** A subject id's shape (Keycloak's are UUIDs): the services never take a login name of this shape (ADR 19). */
const SUBJECT_ID_SHAPE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * Whether the chat service can take `name` as the user id: not shaped like a subject id, and not "user", since
 * `GET /api/chats/user/{chatId}` is the history list's path, not user "user"'s chat (ADR 28).
 */
const usableLoginName = (name: string) => !SUBJECT_ID_SHAPE.test(name.trim()) && name !== 'user';

/**
 * Behind the auth gate (router): visitors are sent to sign in, since every chat call needs a token. The chat's user
 * id is the login name, else the token's subject (specification section 3); the services key data by the subject.
 */
export default function ChatRoute() {
  const { t } = useTranslation('chat');
  const username = useSelector(selectUsername);
  const subject = useSelector(selectSubject);
  const userId = username && usableLoginName(username) ? username : subject;
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      {userId ? <ChatScreen userId={userId} /> : null}
    </ContentLayout>
  );
}
