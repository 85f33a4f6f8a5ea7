import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ContactDetails } from '@/features/contact/components/contact-details';

export default function ContactRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('contact.title')} description={t('contact.description')}>
      <ContactDetails />
    </ContentLayout>
  );
}
