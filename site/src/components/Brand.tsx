import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Wordmark: a monogram tile and the association's name. */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Mark $tone={tone}>
      <Tile aria-hidden="true">CVC</Tile>
      <span className="brand-text">
        <strong>{t('brand.name')}</strong>
        <small>{t('brand.tagline')}</small>
      </span>
    </Mark>
  );
}

const Mark = styled.span<{ $tone: 'dark' | 'light' }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.navy : '#fff')};
  strong {
    display: block;
    font-size: 1rem;
    line-height: 1.1;
    white-space: nowrap;
  }
  small {
    display: block;
    font-size: 0.7rem;
    opacity: 0.7;
    white-space: nowrap;
  }
`;

const Tile = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.04em;
`;
