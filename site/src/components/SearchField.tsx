import { SEARCH_PATH } from '@cvc/web';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocalPath } from '../i18n/useLanguage';
import { Link } from './Link';

/**
 * A search field: a plain form that GETs the search page in the page's language (`/busca?q=`), so it works before
 * any script and the results arrive rendered by the server. The phone menu holds one.
 */
export function SearchField({ id, block = false }: { id: string; block?: boolean }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  return (
    <Form role="search" action={localPath(SEARCH_PATH)} method="get" $block={block}>
      <label htmlFor={id}>{t('nav.search')}</label>
      <input id={id} type="search" name="q" placeholder={t('nav.searchPlaceholder')} />
      <button type="submit" aria-label={t('nav.search')}>
        <Magnifier />
      </button>
    </Form>
  );
}

/**
 * The desktop header's search: a button-sized link to the search page and its field. The header's links fill
 * its width at every desktop size (the container stops growing at 1440 px), so a field there would cover them.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  return (
    <SearchLink to={SEARCH_PATH} aria-label={t('nav.search')}>
      <Magnifier />
    </SearchLink>
  );
}

function Magnifier() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

const SearchLink = styled(Link)`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.navy};
`;

const Form = styled.form<{ $block: boolean }>`
  display: flex;
  align-items: center;
  width: ${({ $block }) => ($block ? '100%' : '9.5rem')};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #fff;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 7px 0 7px 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.86rem;
    outline: none;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    display: grid;
    place-items: center;
    flex: none;
    width: 34px;
    height: 34px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.navy};
    cursor: pointer;
  }
`;
