import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { feedPath } from '@cvc/web';
import { prepareFormAppCheck } from '../data/appCheck';
import { useSiteModals } from '../site-context/SiteModals';
import { useCurrentYear } from '../hooks/useCurrentYear';
import { useSiteSettings } from '../site-context/SiteSettings';
import { usePrivacyConsentMessages } from '../i18n/privacyConsent/messages';
import { useLocalPath } from '../i18n/useLanguage';
import { ANCHORS, ROUTES } from '../content/links';
import { media } from '../styles/theme';
import { AnchorLink } from './AnchorLink';
import { Brand } from './Brand';
import { Button } from './Button';
import { ExternalLink } from './ExternalLink';
import { Container } from './Section';
import { HydrateOnInteraction } from './HydrateOnInteraction';
import { Link } from './Link';

// Its code loads at the visitor's first interaction (HydrateOnInteraction), not with every page.
const NewsletterForm = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
);

export function Footer() {
  const { t } = useTranslation();
  const year = useCurrentYear();
  const { openLead } = useSiteModals();
  const settings = useSiteSettings();
  const privacy = usePrivacyConsentMessages().m;
  const localPath = useLocalPath();
  return (
    <Wrapper>
      <Cta id={ANCHORS.membership}>
        <Container>
          <CtaInner>
            <div>
              <h2>{t('footer.ctaTitle')}</h2>
              <p>{t('footer.ctaText')}</p>
            </div>
            <Button $variant="accent" $size="lg" onClick={openLead}>
              {t('footer.ctaButton')}
            </Button>
          </CtaInner>
        </Container>
      </Cta>
      <Container>
        <Columns>
          {/* App Check starts as a visitor begins the newsletter form, so its token is ready by the send. On the
              footer, not the form: it also hears a focus that came before the form's code (React replays it), and
              the module stays in the app's chunk, not the event page's, which the form would then load. */}
          <About onFocus={prepareFormAppCheck}>
            <Brand tone="light" />
            <p>{t('hero.subtitle')}</p>
            <HydrateOnInteraction>
              <NewsletterForm />
            </HydrateOnInteraction>
          </About>
          <nav aria-label={t('footer.sections')}>
            <h3>{t('footer.sections')}</h3>
            <AnchorLink anchor={ANCHORS.about}>{t('nav.about')}</AnchorLink>
            <AnchorLink anchor={ANCHORS.activities}>{t('nav.activities')}</AnchorLink>
            <AnchorLink anchor={ANCHORS.committees}>{t('nav.committees')}</AnchorLink>
            <Link to={ROUTES.news}>{t('nav.news')}</Link>
            <Link to={ROUTES.opinions}>{t('nav.opinion')}</Link>
            <Link to={ROUTES.reports}>{t('nav.reports')}</Link>
            <Link to={ROUTES.suppliers}>{t('nav.suppliers')}</Link>
          </nav>
          <nav aria-label={t('footer.resources')}>
            <h3>{t('footer.resources')}</h3>
            <ExternalLink href={settings.radar_url}>{t('tools.radar.title')}</ExternalLink>
            <ExternalLink href={settings.guide_url}>{t('tools.guide.title')}</ExternalLink>
            <ExternalLink href={settings.press_url}>{t('footer.press')}</ExternalLink>
            {/* Files for feed readers, not pages: plain links, in the page's language. */}
            <a href={localPath(feedPath('news'))}>{t('footer.newsFeed')}</a>
            <a href={localPath(feedPath('opinions'))}>{t('footer.opinionsFeed')}</a>
            <a href={ROUTES.admin}>{t('footer.admin')}</a>
          </nav>
        </Columns>
        <Bottom>
          <p>{t('footer.rights', { year })}</p>
          <Link to={ROUTES.privacy}>{privacy.footerLink}</Link>
        </Bottom>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.navy};
  color: #c7d4f0;
`;

const Cta = styled.section`
  padding: 48px 0;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  color: #fff;
  h2 {
    color: #fff;
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
  p {
    margin-top: 8px;
    opacity: 0.9;
  }
`;

const CtaInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  padding: 48px 0 32px;
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
  nav {
    display: grid;
    align-content: start;
    gap: 8px;
  }
  h3 {
    margin-bottom: 4px;
    color: #fff;
    font-size: 0.85rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  a {
    color: #c7d4f0;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
  }
`;

const About = styled.div`
  display: grid;
  align-content: start;
  gap: 16px;
  p {
    max-width: 420px;
    font-size: 0.92rem;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 24px;
  padding: 20px 0 28px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 0.82rem;
  a {
    color: #c7d4f0;
  }
  a:hover {
    color: #fff;
  }
`;
