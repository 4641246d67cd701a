import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/Button';
import { Card, CardBody, CardGrid, CardText, CardTitle } from '../components/Card';
import { Icon } from '../components/Icon';
import { book, radar } from '../components/icons/programs';
import { Section } from '../components/Section';
import { IconTile } from './IconTile';
import { useSiteSettings } from '../site-context/SiteSettings';

const TOOLS = [
  { key: 'guide', icon: book, setting: 'guide_url' },
  { key: 'radar', icon: radar, setting: 'radar_url' },
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
                <Icon drawing={icon} />
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
