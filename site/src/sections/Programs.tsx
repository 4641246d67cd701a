import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteModals } from '../app/SiteModals';
import { Button, ButtonLink } from '../components/Button';
import { Badge, Card, CardBody, CardGrid, CardText, CardTitle } from '../components/Card';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { ANCHORS, EXTERNAL_LINKS, ROUTES } from '../content/links';
import { IconTile } from './Tools';

export function Programs() {
  const { t } = useTranslation();
  const { openTrustedAdvisor } = useSiteModals();
  return (
    <Section
      id={ANCHORS.programs}
      tone="soft"
      eyebrow={t('programs.eyebrow')}
      title={t('programs.title')}
      subtitle={t('programs.subtitle')}
    >
      <CardGrid $min="250px">
        <Card>
          <CardBody>
            <IconTile>
              <Icon name="briefcase" />
            </IconTile>
            <CardTitle>{t('programs.trustedAdvisor.title')}</CardTitle>
            <CardText>{t('programs.trustedAdvisor.text')}</CardText>
            <Bottom>
              <Button $size="sm" onClick={openTrustedAdvisor}>
                {t('programs.trustedAdvisor.cta')}
              </Button>
            </Bottom>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <IconTile>
              <Icon name="compass" />
            </IconTile>
            <CardTitle>{t('programs.ventureLab.title')}</CardTitle>
            <CardText>{t('programs.ventureLab.text')}</CardText>
            <Bottom>
              <ButtonLink as={Link} to={ROUTES.ventureLab} $size="sm">
                {t('programs.ventureLab.cta')}
              </ButtonLink>
            </Bottom>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <Badge $tone="accent">{t('programs.training.badge')}</Badge>
            <IconTile>
              <Icon name="award" />
            </IconTile>
            <CardTitle>{t('programs.training.title')}</CardTitle>
            <CardText>{t('programs.training.text')}</CardText>
            <Bottom>
              <ButtonLink
                href={EXTERNAL_LINKS.executiveTraining}
                target="_blank"
                rel="noopener noreferrer"
                $size="sm"
              >
                {t('programs.training.cta')} <span aria-hidden="true">↗</span>
              </ButtonLink>
            </Bottom>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <IconTile>
              <Icon name="monitor" />
            </IconTile>
            <CardTitle>{t('programs.course2030.title')}</CardTitle>
            <CardText>{t('programs.course2030.text')}</CardText>
            <Bottom>
              <ButtonLink
                href={EXTERNAL_LINKS.course2030}
                target="_blank"
                rel="noopener noreferrer"
                $size="sm"
              >
                {t('programs.course2030.cta')} <span aria-hidden="true">↗</span>
              </ButtonLink>
            </Bottom>
          </CardBody>
        </Card>
      </CardGrid>
    </Section>
  );
}

export const Bottom = styled.div`
  margin-top: auto;
  padding-top: 8px;
`;
