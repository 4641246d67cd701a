import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../site-context/SiteSettings';
import { AnchorLink } from './AnchorLink';
import { ExternalLink } from './ExternalLink';
import { ANCHOR_ITEMS, EXTERNAL_ITEMS, ROUTE_ITEMS } from './navItems';
import { Link } from './Link';

/** The header's links, shared by the desktop bar and the mobile menu; `onNavigate` closes the menu. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <>
      {ANCHOR_ITEMS.map(({ key, anchor }) => (
        <AnchorLink key={key} anchor={anchor} onNavigate={onNavigate}>
          {t(`nav.${key}`)}
        </AnchorLink>
      ))}
      {ROUTE_ITEMS.map(({ key, to }) => (
        <Link key={key} to={to} onClick={onNavigate}>
          {t(`nav.${key}`)}
        </Link>
      ))}
      {EXTERNAL_ITEMS.map(({ key, setting }) => (
        <ExternalLink key={key} href={settings[setting]} onClick={onNavigate}>
          {t(`nav.${key}`)} <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> {t('nav.newTab')}</span>
        </ExternalLink>
      ))}
    </>
  );
}
