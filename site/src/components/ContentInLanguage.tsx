import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contentLanguage, HTML_LANG, type StaffWritten } from '@cvc/web';
import { useLanguage } from '../i18n/useLanguage';

/** The `lang` attribute of `item`'s text on this page: none where it is written in the page's own language. */
export function useContentLang(item: StaffWritten | null | undefined): string | undefined {
  const page = useLanguage();
  const content = contentLanguage(item, page);
  return content === page ? undefined : HTML_LANG[content];
}

/** "Only in Portuguese", in the page's language, where `item`'s text is not in it; nothing elsewhere. */
export function UntranslatedNote({ item }: { item: StaffWritten | null | undefined }) {
  const { t } = useTranslation();
  if (!useContentLang(item)) return null;
  return <Note>{t('common.onlyInPortuguese')}</Note>;
}

/**
 * Staff-written text of `item` in one element marked with its language where that is not the page's (the same
 * element, unmarked, on a page in its language, so every language lays out alike). `as`: the element, by default
 * a grid that keeps its parent's gap; `note`: the untranslated note just before it. Chrome in the page's language
 * (dates, buttons, labels) stays outside.
 */
export function ContentInLanguage({
  item,
  as,
  note = false,
  className,
  children,
}: {
  item: StaffWritten | null | undefined;
  as?: ElementType;
  note?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const lang = useContentLang(item);
  const Element = as ?? Block;
  return (
    <>
      {note && <UntranslatedNote item={item} />}
      <Element className={className} lang={lang}>
        {children}
      </Element>
    </>
  );
}

const Block = styled.div`
  display: grid;
  gap: inherit;
`;

// The surrounding text's colour (light on the dark bands, dark on cards), so its contrast is theirs; the words
// say what it means, not a colour.
const Note = styled.span`
  display: block;
  align-self: flex-start;
  color: inherit;
  font-size: 0.8rem;
  font-style: italic;
  font-weight: 600;
`;
