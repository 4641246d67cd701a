import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Brand } from './Brand';
import { Button } from './Button';
import { focusableIn, trapTab } from './focusTrap';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import { lockScroll, unlockScroll } from './scrollLock';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onMembership: () => void;
}

/** Full-height menu for small screens repeating every header item. */
export function MobileMenu({ open, onClose, onMembership }: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    lockScroll();
    if (panel) focusableIn(panel)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      else if (panel) trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={t('nav.main')}>
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
        <LanguageSwitcher />
        <Button $size="lg" $block onClick={onMembership}>
          {t('nav.membership')}
        </Button>
      </Bottom>
    </Panel>,
    document.body,
  );
}

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  padding: 14px 20px 28px;
  background: #fff;
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
