import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSiteModals } from '../site-context/SiteModals';
import { tapAction } from '../components/StaticSection';
import { Button, ButtonLink } from '../components/Button';
import { Badge, Card, CardBody, CardGrid, CardText, CardTitle } from '../components/Card';
import { Icon, type IconDrawing } from '../components/Icon';
import { award, briefcase, compass, monitor } from '../components/icons/programs';
import { Section } from '../components/Section';
import { ANCHORS, EXTERNAL_LINKS, ROUTES } from '../content/links';
import { useCourseOffers } from '../features/landing/courseOffers';
import { formatLongDate } from '../i18n/longDate';
import { Pending } from '../features/landing/Pending';
import { IconTile } from './IconTile';
import { Link } from '../components/Link';
import { useLocalPath } from '../i18n/useLanguage';

/**
 * The four programs, table-driven like the activities: icon, optional badge and one call to action each. The
 * courses' badges follow their offers in the site settings: the class's sign-up deadline, or that it closed.
 */
export function Programs() {
  const { t, i18n } = useTranslation();
  const { ready, training, course2030 } = useCourseOffers();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { openTrustedAdvisor, openExecutiveTraining } = useSiteModals();
  const localPath = useLocalPath();
  const external = (key: string, href: string) => (
    <ButtonLink href={localPath(href)} target="_blank" rel="noopener noreferrer" $size="sm">
      {t(`programs.${key}.cta`)} <span aria-hidden="true">↗</span>
    </ButtonLink>
  );
  const cards: { key: string; icon: IconDrawing; cta: ReactNode; badge?: ReactNode }[] = [
    {
      key: 'trustedAdvisor',
      icon: briefcase,
      cta: (
        <Button $size="sm" onClick={openTrustedAdvisor} {...tapAction('openTrustedAdvisor')}>
          {t('programs.trustedAdvisor.cta')}
        </Button>
      ),
    },
    {
      key: 'ventureLab',
      icon: compass,
      cta: (
        <ButtonLink as={Link} to={ROUTES.ventureLab} $size="sm">
          {t('programs.ventureLab.cta')}
        </ButtonLink>
      ),
    },
    {
      key: 'training',
      icon: award,
      badge: (
        <Pending $pending={!ready}>
          {training.open ? (
            <Badge $tone="accent">
              {t('programs.training.badge', {
                date: formatLongDate(training.offer.signup_until, language),
              })}
            </Badge>
          ) : (
            <Badge $tone="muted">{t('programs.training.badgeClosed')}</Badge>
          )}
        </Pending>
      ),
      cta: (
        <Ctas>
          {external('training', EXTERNAL_LINKS.executiveTraining)}
          <Button
            $variant="outline"
            $size="sm"
            onClick={openExecutiveTraining}
            {...tapAction('openExecutiveTraining')}
          >
            {t('executiveTrainingLead.open')}
          </Button>
        </Ctas>
      ),
    },
    {
      key: 'course2030',
      icon: monitor,
      cta: external('course2030', EXTERNAL_LINKS.course2030),
      badge: ready && !course2030.open && <Badge $tone="muted">{t('programs.course2030.badgeClosed')}</Badge>,
    },
  ];
  return (
    <Section
      id={ANCHORS.programs}
      tone="soft"
      eyebrow={t('programs.eyebrow')}
      title={t('programs.title')}
      subtitle={t('programs.subtitle')}
    >
      <CardGrid $min="250px">
        {cards.map(({ key, icon, cta, badge }) => (
          <Card key={key}>
            <CardBody>
              {badge}
              <IconTile>
                <Icon drawing={icon} />
              </IconTile>
              <CardTitle>{t(`programs.${key}.title`)}</CardTitle>
              <CardText>{t(`programs.${key}.text`)}</CardText>
              <Bottom>{cta}</Bottom>
            </CardBody>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

export const Bottom = styled.div`
  margin-top: auto;
  padding-top: 8px;
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
