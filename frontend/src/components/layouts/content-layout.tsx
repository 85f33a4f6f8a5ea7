import type { ReactNode } from 'react';

import { site } from '@/config/site';

type ContentLayoutProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/**
 * A page: its document title, one h1, an optional lead paragraph, then the content. Plain elements styled by the
 * site's CSS (not Ant Design's Typography): every page's first view needs them, Typography's code only some.
 */
export function ContentLayout({ title, description, children }: ContentLayoutProps) {
  return (
    <div className="page">
      <title>{`${title} · ${site.title}`}</title>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {description ? <p className="page__lead">{description}</p> : null}
      </header>
      {children}
    </div>
  );
}
