import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Brand } from './Brand';
import { Button } from './Button';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import { SearchField } from './SearchField';
import { lockPageScrollWhileOpen, useModalDialog } from './useModalDialog';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onMembership: () => void;
}

/**
 * Full-height menu for small screens repeating every header item, as a native modal dialog. It is rendered once
 * the page is first idle, into an element kept out of the document while the menu is closed (nothing of it is
 * on the page, for people or tools): opening it on a phone then puts that element in the page and shows the
 * dialog, with no render of the menu in the tap, and its styles already made.
 */
export function MobileMenu(props: MobileMenuProps) {
  // Made with the first render in the browser (none on the server), so no render of its own is needed for it.
  const [holder] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return setWarm(true);
    const id = requestIdleCallback(() => setWarm(true));
    return () => cancelIdleCallback(id);
  }, []);
  if (!holder || (!warm && !props.open)) return null;
  return createPortal(<MenuPanel {...props} holder={holder} />, holder);
}

function MenuPanel({ open, onClose, onMembership, holder }: MobileMenuProps & { holder: HTMLElement }) {
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
  return (
    <Panel ref={dialogRef} aria-label={t('nav.main')}>
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
    </Panel>
  );
}

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
