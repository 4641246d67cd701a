import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Card, CardBody, CardGrid, CardText, CardTitle } from '../components/Card';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { useSiteSettings } from '../site-context/SiteSettings';

const TOOLS = [
  { key: 'guide', icon: 'book', setting: 'guide_url' },
  { key: 'radar', icon: 'radar', setting: 'radar_url' },
] as const;

export function Tools() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <Section eyebrow={t('tools.eyebrow')} title={t('tools.title')}>
      <CardGrid $min="320px">
        {TOOLS.map(({ key, icon, setting }) => (
          <Card key={key}>
            <CardBody>
              <IconTile>
                <Icon name={icon} />
              </IconTile>
              <CardTitle>{t(`tools.${key}.title`)}</CardTitle>
              <CardText>{t(`tools.${key}.text`)}</CardText>
              <ButtonLink
                href={settings[setting]}
                target="_blank"
                rel="noopener noreferrer"
                $variant="outline"
                $size="sm"
              >
                {t(`tools.${key}.cta`)} <span aria-hidden="true">↗</span>
              </ButtonLink>
            </CardBody>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

export const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: #e8efff;
  color: ${({ theme }) => theme.colors.primary};
`;
