import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactRoute() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  return (
    <ContentLayout title={t('contact.title')} description={t('contact.description')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <ContactForm subject={searchParams.get('subject')} />
        </Col>
        <Col xs={24} lg={9}>
          <ContactDetails />
        </Col>
      </Row>
    </ContentLayout>
  );
}
