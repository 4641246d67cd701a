import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LANGUAGES, type Language } from '@cvc/domain';
import { pageAddressIn } from '../site-context/pageVersions';
import { ensureMessages } from '../i18n';
import { storeLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';
import { Flag } from './Flag';

const NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

/**
 * Moves to the same page at the other language's address (an article's version in that language, at its own
 * slug, or the Portuguese one where it has none), where the visitor is on the page (the app follows the address's
 * language: app/LanguageFromAddress.tsx), and remembers the choice under the spec's storage key.
 */
function useSwitchLanguage(): (next: Language) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (next) => {
    storeLanguage(next);
    // The messages first, so the page never shows the new address in the old language.
    void ensureMessages(next).then(() =>
      navigate(pageAddressIn(`${pathname}${search}${hash}`, next), { preventScrollReset: true }),
    );
  };
}

export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const setLanguage = useSwitchLanguage();
  return (
    <Group role="group" aria-label={t('nav.language')} $tone={tone}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          aria-label={NAMES[code]}
          onClick={() => setLanguage(code)}
        >
          <Flag language={code} /> {code.toUpperCase()}
        </button>
      ))}
    </Group>
  );
}

const Group = styled.div<{ $tone: 'light' | 'dark' }>`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.soft : 'rgba(255,255,255,0.1)')};
  button {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    padding: 4px 9px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.navy : '#fff')};
    font-size: 0.78rem;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
`;
