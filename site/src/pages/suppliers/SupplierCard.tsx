import styled from 'styled-components';
import type { Supplier } from '@cvc/domain';
import { Badge, Card, CardBody, CardText, CardTitle } from '../../components/Card';
import { ContentInLanguage, useContentLang } from '../../components/ContentInLanguage';
import { shownServices } from '../../features/suppliers/filterSuppliers';
import { useSupplierMessages } from './messages';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** Logo, name, description, category, at most four services and the supplier's links (SPEC §2). */
export function SupplierCard({ supplier }: { supplier: Supplier }) {
  const { m } = useSupplierMessages();
  const services = shownServices(supplier.services);
  // The list's label is the page's language, so each service carries the language of its own.
  const servicesLang = useContentLang(supplier);
  return (
    <Card>
      <CardBody>
        <Top>
          <Logo>
            {supplier.logo_url ? (
              <img src={supplier.logo_url} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span aria-hidden="true">{initials(supplier.name)}</span>
            )}
          </Logo>
          <div>
            <CardTitle>{supplier.name}</CardTitle>
            <Category>{m.categories[supplier.category]}</Category>
          </div>
        </Top>
        {supplier.featured && <Badge $tone="accent">{m.featured}</Badge>}
        <ContentInLanguage item={supplier} as={CardText} note>
          {supplier.description}
        </ContentInLanguage>
        {services.length > 0 && (
          <Services aria-label={m.services}>
            {services.map((service) => (
              <li key={service} lang={servicesLang}>
                {service}
              </li>
            ))}
          </Services>
        )}
        <Links>
          {supplier.website_url && (
            <a href={supplier.website_url} target="_blank" rel="noopener noreferrer">
              {m.website}
            </a>
          )}
          {supplier.contact_email && <a href={`mailto:${supplier.contact_email}`}>{m.email}</a>}
          {supplier.contact_phone && (
            <a href={`tel:${supplier.contact_phone.replace(/[^\d+]/g, '')}`}>{supplier.contact_phone}</a>
          )}
        </Links>
      </CardBody>
    </Card>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
`;

const Logo = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.soft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 800;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Category = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8rem;
  font-weight: 600;
`;

const Services = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 3px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.soft};
    font-size: 0.8rem;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin-top: auto;
  padding-top: 8px;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 0.9rem;
    font-weight: 600;
  }
`;
