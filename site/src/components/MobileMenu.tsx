import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../styles/theme';
import { useSiteModals } from '../site-context/SiteModals';
import { Brand } from './Brand';
import { Button } from './Button';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import { SearchField } from './SearchField';
import { lockPageScrollWhileOpen, useModalDialog } from './useModalDialog';

/**
 * The burger button and the full-height menu it opens on small screens, repeating every header item, as a native
 * modal dialog. The menu is rendered once the page is first idle, into an element kept out of the document while
 * the menu is closed (nothing of it is on the page, for people or tools): opening it on a phone then puts that
 * element in the page and shows the dialog, with its styles already made. The open state lives here and the
 * menu's items are memoised, so a tap renders the button and the dialog's shell, not the header or the items.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { openLead } = useSiteModals();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const membership = useCallback(() => {
    setOpen(false);
    openLead();
  }, [openLead]);
  // Made with the first render in the browser (none on the server), so no render of its own is needed for it.
  const [holder] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    // As a transition, React renders the menu in slices and yields between them: rendered at once, it was one
    // long task of the load (about 28 ms at 1x), and a tap in it waited. A tap to open it still renders it at once.
    const warmUp = () => startTransition(() => setWarm(true));
    if (typeof requestIdleCallback !== 'function') return warmUp();
    const id = requestIdleCallback(warmUp);
    return () => cancelIdleCallback(id);
  }, []);
  return (
    <>
      <Burger type="button" aria-label={t('nav.openMenu')} aria-expanded={open} onClick={() => setOpen(true)}>
        <span />
        <span />
        <span />
      </Burger>
      {holder && (warm || open) && (
        <MenuPanel open={open} onClose={close} holder={holder}>
          <MenuItems onClose={close} onMembership={membership} />
        </MenuPanel>
      )}
    </>
  );
}

function MenuPanel({
  open,
  onClose,
  holder,
  children,
}: {
  open: boolean;
  onClose: () => void;
  holder: HTMLElement;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // In the page while open. Declared before useModalDialog, so it is in the page before the dialog opens, and out
  // of it before the dialog closes: a dialog closed in the page hands the focus back itself, which would stop
  // the smooth scroll a menu link has just begun.
  useLayoutEffect(() => {
    if (!open) return;
    document.body.append(holder);
    return () => holder.remove();
  }, [open, holder]);
  const dialogRef = useModalDialog(open, onClose);
  return createPortal(
    <Panel ref={dialogRef} aria-label={t('nav.main')}>
      {children}
    </Panel>,
    holder,
  );
}

/** The menu's content: the same on every opening, so opening the menu does not render it again. */
const MenuItems = memo(function MenuItems({
  onClose,
  onMembership,
}: {
  onClose: () => void;
  onMembership: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Top>
        <Brand />
        <Close type="button" aria-label={t('nav.closeMenu')} onClick={onClose}>
          ×
        </Close>
      </Top>
      <Links aria-label={t('nav.main')}>
        <NavLinks onNavigate={onClose} />
      </Links>
      <Bottom>
        <SearchField id="menu-search" block />
        <LanguageSwitcher />
        <Button $size="lg" $block onClick={onMembership}>
          {t('nav.membership')}
        </Button>
      </Bottom>
    </>
  );
});

const Burger = styled.button`
  display: grid;
  gap: 5px;
  margin-left: auto;
  padding: 10px;
  border: 0;
  background: transparent;
  cursor: pointer;
  span {
    display: block;
    width: 24px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.navy};
  }
  ${media.header} {
    display: none;
  }
`;

const Panel = styled.dialog`
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  border: 0;
  overflow-y: auto;
  padding: 14px 20px 28px;
  color: inherit;
  background: #fff;
  ${lockPageScrollWhileOpen}
  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
`;

const Close = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.soft};
  font-size: 1.6rem;
  cursor: pointer;
`;

const Links = styled.nav`
  display: grid;
  a {
    padding: 14px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.navy};
    font-size: 1.1rem;
    font-weight: 600;
    text-decoration: none;
  }
`;

const Bottom = styled.div`
  display: grid;
  justify-items: start;
  gap: 20px;
  margin-top: 24px;
`;
