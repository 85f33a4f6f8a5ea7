import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { CompanyAddress } from '@/components/ui/company-address';
import { ExampleCompanyNotice } from '@/components/ui/example-company-notice';
import { phoneHref, useCompany } from '@/lib/company';

/** Address block, phone, e-mail and office hours, all from the company file. */
export function ContactDetails() {
  const { t } = useTranslation('pages');
  const company = useCompany();
  const { officeHours } = company;

  return (
    <Row gutter={[16, 16]}>
      {company.example ? (
        <Col xs={24}>
          <ExampleCompanyNotice />
        </Col>
      ) : null}
      <Col xs={24} sm={12} lg={24}>
        <Card className="info-card" title={t('contact.address')} extra={<EnvironmentOutlined aria-hidden />}>
          <CompanyAddress />
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={24}>
        <Card
          className="info-card"
          title={t('contact.officeHours')}
          extra={<ClockCircleOutlined aria-hidden />}
        >
          <dl className="definition-list">
            <dt>{t('contact.weekdays')}</dt>
            <dd>
              <bdi dir="ltr">
                {t('contact.weekdayHours', {
                  opens: officeHours.weekdays.opens,
                  closes: officeHours.weekdays.closes,
                  timeZone: officeHours.weekdays.timeZone,
                })}
              </bdi>
            </dd>
            <dt>{t('contact.weekend')}</dt>
            <dd>{t('contact.closed')}</dd>
          </dl>
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={24}>
        <Card className="info-card" title={t('contact.phone')} extra={<PhoneOutlined aria-hidden />}>
          <Typography.Link href={phoneHref(company.phone)}>
            <bdi dir="ltr">{company.phone}</bdi>
          </Typography.Link>
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={24}>
        <Card className="info-card" title={t('contact.email')} extra={<MailOutlined aria-hidden />}>
          <Typography.Link href={`mailto:${company.email}`}>
            <bdi dir="ltr">{company.email}</bdi>
          </Typography.Link>
        </Card>
      </Col>
    </Row>
  );
}
