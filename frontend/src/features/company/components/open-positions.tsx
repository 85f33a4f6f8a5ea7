import { MailOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { careersMailto, openPositions } from '@/config/company';
import { useCompany } from '@/lib/company';

import '@/features/company/components/company.css';

/** The open positions, each remote, part- or full-time, with an apply button (a mail to the company). */
export function OpenPositions() {
  const { t } = useTranslation('pages');
  const { careersEmail } = useCompany();
  return (
    <section className="company-section" aria-labelledby="open-positions-title">
      <Typography.Title level={2} id="open-positions-title">
        {t('jobs.openPositionsTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {openPositions.map((position) => {
          const title = t(`jobs.positions.${position.id}.title`);
          return (
            <Col key={position.id} xs={24} md={12} lg={8}>
              <Card className="info-card job-card">
                <article className="job-card__body" aria-labelledby={`job-${position.id}`}>
                  <Typography.Title level={3} className="company-card__title" id={`job-${position.id}`}>
                    {title}
                  </Typography.Title>
                  <div className="job-card__tags">
                    {position.remote ? <Tag color="blue">{t('jobs.remote')}</Tag> : null}
                    {position.employment.map((type) => (
                      <Tag key={type}>{t(`jobs.employment.${type}`)}</Tag>
                    ))}
                  </div>
                  <Typography.Paragraph className="company-card__text">
                    {t(`jobs.positions.${position.id}.summary`)}
                  </Typography.Paragraph>
                  <Button
                    type="primary"
                    icon={<MailOutlined aria-hidden />}
                    href={careersMailto(careersEmail, t('jobs.applySubject', { position: title }))}
                    className="job-card__apply"
                  >
                    {t('jobs.apply')}
                    <span className="visually-hidden">{`: ${title}`}</span>
                  </Button>
                </article>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

/** An application without a matching position. */
export function OpenApplication() {
  const { t } = useTranslation('pages');
  const { careersEmail } = useCompany();
  return (
    <section className="company-section" aria-labelledby="open-application-title">
      <Card className="open-application">
        <Typography.Title level={2} id="open-application-title" className="company-card__title">
          {t('jobs.openApplication.title')}
        </Typography.Title>
        <Typography.Paragraph className="company-card__text">
          {t('jobs.openApplication.text')}
        </Typography.Paragraph>
        <Button
          href={careersMailto(careersEmail, t('jobs.openApplication.subject'))}
          icon={<MailOutlined aria-hidden />}
        >
          {t('jobs.openApplication.action')}
        </Button>
      </Card>
    </section>
  );
}
