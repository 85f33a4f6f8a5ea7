import { Typography } from 'antd';
import type { ReactNode } from 'react';

import { company } from '@/config/company';

type ContentLayoutProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** A page: its document title, one h1, an optional lead paragraph, then the content. */
export function ContentLayout({ title, description, children }: ContentLayoutProps) {
  return (
    <div className="page">
      <title>{`${title} · ${company.siteTitle}`}</title>
      <header className="page__header">
        <Typography.Title level={1} className="page__title">
          {title}
        </Typography.Title>
        {description ? (
          <Typography.Paragraph className="page__lead">{description}</Typography.Paragraph>
        ) : null}
      </header>
      {children}
    </div>
  );
}
