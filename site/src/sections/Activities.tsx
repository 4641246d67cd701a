import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSiteModals } from '../site-context/SiteModals';
import { tapAction } from '../components/StaticSection';
import { Button, ButtonLink } from '../components/Button';
import { Badge, Card, CardBody, CardGrid, CardText, CardTitle } from '../components/Card';
import { Icon, type IconDrawing } from '../components/Icon';
import { zap } from '../components/icons/committees';
import { award, book, heart, mic, users } from '../components/icons/programs';
import { Section } from '../components/Section';
import { ANCHORS, ROUTES } from '../content/links';
import type { AsyncState } from '../hooks/useAsync';
import { Bottom } from './Programs';
import { IconTile } from './IconTile';
import { OPEN_EVENT_FORMATS } from './lazyModals';
import { Link } from '../components/Link';

interface ActivitiesProps {
  eventsCount: AsyncState<number>;
  onOpenEventFormats: () => void;
}

/** Six activity cards; the Events badge counts enabled events and is hidden when the count failed. */
export function Activities({ eventsCount, onOpenEventFormats }: ActivitiesProps) {
  const { t } = useTranslation();
  const { openLead, openTrustedAdvisor } = useSiteModals();
  // Each button also names its action, which answers it while the section is kept as the server's HTML.
  const action = (label: string, onClick: () => void, name: string) => (
    <Button $variant="outline" $size="sm" onClick={onClick} {...tapAction(name)}>
      {label}
    </Button>
  );
  const link = (label: string, to: string) => (
    <ButtonLink as={Link} to={to} $variant="outline" $size="sm">
      {label}
    </ButtonLink>
  );
  const cards: { key: string; icon: IconDrawing; cta: ReactNode; badge?: ReactNode }[] = [
    {
      key: 'knowledge',
      icon: book,
      cta: action(t('activities.knowledge.cta'), openTrustedAdvisor, 'openTrustedAdvisor'),
    },
    { key: 'community', icon: users, cta: action(t('activities.community.cta'), openLead, 'openLead') },
    { key: 'diversity', icon: heart, cta: action(t('activities.diversity.cta'), openLead, 'openLead') },
    { key: 'innovation', icon: zap, cta: link(t('activities.innovation.cta'), ROUTES.ventureLabAlias) },
    {
      key: 'events',
      icon: mic,
      cta: action(t('activities.events.cta'), onOpenEventFormats, OPEN_EVENT_FORMATS),
      badge:
        eventsCount.status === 'ready' ? (
          <Badge $tone="accent" data-testid="events-count-badge">
            {t('activities.events.badge', { count: eventsCount.data })}
          </Badge>
        ) : null,
    },
    { key: 'training', icon: award, cta: link(t('activities.training.cta'), ROUTES.revolucao2030) },
  ];
  return (
    <Section id={ANCHORS.activities} eyebrow={t('activities.eyebrow')} title={t('activities.title')}>
      <CardGrid $min="300px">
        {cards.map(({ key, icon, cta, badge }) => (
          <Card key={key}>
            <CardBody>
              <Head>
                <IconTile>
                  <Icon drawing={icon} />
                </IconTile>
                {badge}
              </Head>
              <CardTitle>{t(`activities.${key}.title`)}</CardTitle>
              <CardText>{t(`activities.${key}.text`)}</CardText>
              <Bottom>{cta}</Bottom>
            </CardBody>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
