import styled from 'styled-components';
import { ExternalLink } from '../components/ExternalLink';
import { Section } from '../components/Section';
import type { PartnerLogo } from '../data/partnerLogo';

interface LogoBandProps {
  id: string;
  eyebrow: string;
  title: string;
  logos: PartnerLogo[];
}

/** A section of logos, each linking to its site when it has one; hidden when there are none. */
export function LogoBand({ id, eyebrow, title, logos }: LogoBandProps) {
  if (logos.length === 0) return null;
  return (
    <Section id={id} eyebrow={eyebrow} title={title}>
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
