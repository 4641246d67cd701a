import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from '../components/ExternalLink';
import { Section } from '../components/Section';
import { fetchSupporterLogos } from '../data/supporterLogos';
import { listOf, useAsync } from '../hooks/useAsync';

/** Supporter logos; the whole section is hidden when there are none (or the read failed). */
export function Supporters() {
  const { t } = useTranslation();
  const logos = listOf(useAsync(fetchSupporterLogos));
  if (logos.length === 0) return null;
  return (
    <Section id="parceiros" eyebrow={t('supporters.eyebrow')} title={t('supporters.title')}>
      <Logos>
        {logos.map((logo) => {
          const image = <img src={logo.logo_url} alt={logo.name} width={180} height={60} loading="lazy" />;
          return (
            <li key={logo.id}>
              {logo.website_url ? <ExternalLink href={logo.website_url}>{image}</ExternalLink> : image}
            </li>
          );
        })}
      </Logos>
    </Section>
  );
}

const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    place-items: center;
    height: 96px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  img {
    width: 100%;
    max-width: 180px;
    height: auto;
  }
`;
