import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../styles/theme';
import { useSiteModals } from '../site-context/SiteModals';
import { Brand } from './Brand';
import { Button } from './Button';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { HeaderSearch } from './SearchField';
import { Link } from './Link';

export function Header() {
  const { t } = useTranslation();
  const { openLead } = useSiteModals();
  return (
    <Bar>
      <Inner>
        <BrandLink to="/" aria-label={t('brand.home')}>
          <Brand />
        </BrandLink>
        <DesktopNav aria-label={t('nav.main')}>
          <NavLinks />
        </DesktopNav>
        <DesktopActions>
          <HeaderSearch />
          <LanguageSwitcher />
          <Button $size="sm" onClick={openLead}>
            {t('nav.membership')}
          </Button>
        </DesktopActions>
        <MobileMenu />
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  /* No backdrop blur: redrawing it on every frame cost a phone's taps 200 ms or more (bench/README.md). */
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  max-width: 1480px;
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 20px;
`;

// Below 1440 px the brand shows only its tile, below 1600 px its name without the tagline.
const BrandLink = styled(Link)`
  flex: none;
  text-decoration: none;
  ${media.header} {
    .brand-text {
      display: none;
    }
  }
  @media (min-width: 1440px) {
    .brand-text {
      display: block;
    }
    small {
      display: none;
    }
  }
  @media (min-width: 1600px) {
    small {
      display: block;
    }
  }
`;

const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  justify-content: center;
  gap: 14px;
  min-width: 0;
  a {
    color: ${({ theme }) => theme.colors.navy};
    font-size: 0.86rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.header} {
    display: flex;
  }
`;

const DesktopActions = styled.div`
  display: none;
  flex: none;
  align-items: center;
  gap: 12px;
  ${media.header} {
    display: flex;
  }
`;
