import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useCompany } from '@/lib/company';

const year = new Date().getFullYear();

export function SiteFooter() {
  const { t } = useTranslation();
  const { legalName } = useCompany();
  const links = [
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.imprint, label: t('footer.imprint') },
    { to: paths.jobs, label: t('footer.careers') },
    { to: paths.terms, label: t('footer.terms') },
    { to: paths.contact, label: t('footer.contact') },
    { to: paths.about, label: t('footer.about') },
  ];

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <RocketOutlined aria-hidden />
          <span>{site.title}</span>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year, legalName })}</p>
      </div>
    </footer>
  );
}
