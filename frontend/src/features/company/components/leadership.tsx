import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { leaders } from '@/config/company';

import '@/features/company/components/company.css';

/** The two founders, by role (ADR 0005). */
export function Leadership() {
  const { t } = useTranslation('pages');
  return (
    <section className="company-section" aria-labelledby="leadership-title">
      <Typography.Title level={2} id="leadership-title">
        {t('about.leadershipTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {leaders.map((leader) => (
          <Col key={leader.id} xs={24} md={12}>
            <Card className="info-card">
              <div className="leader">
                <Avatar size={56} icon={<UserOutlined />} className="leader__avatar" aria-hidden />
                <div>
                  <Typography.Title level={3} className="company-card__title">
                    {t(`about.leaders.${leader.id}.role`)}
                  </Typography.Title>
                  <Typography.Paragraph className="company-card__text">
                    {t(`about.leaders.${leader.id}.bio`, { years: leader.yearsOfExperience })}
                  </Typography.Paragraph>
                </div>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
