import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../styles/theme';
import { focusableIn, trapTab } from './focusTrap';
import { lockScroll, unlockScroll } from './scrollLock';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** While true (a form is submitting) Escape, the backdrop and the close button do nothing. */
  closeDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** Dialog with a focus trap, Escape to close and the page scroll locked while open. */
export function Modal({ open, title, onClose, closeDisabled = false, size = 'md', children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read through refs so the effect below runs once per opening, not on every render.
  const onCloseRef = useRef(onClose);
  const closeDisabledRef = useRef(closeDisabled);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeDisabledRef.current = closeDisabled;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    lockScroll();
    (panel && (focusableIn(panel)[0] ?? panel))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (!closeDisabledRef.current) onCloseRef.current();
      } else if (panel) {
        trapTab(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !closeDisabled) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" onClick={onClose} disabled={closeDisabled} aria-label={t('modal.close')}>
            ×
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const WIDTHS = { sm: '440px', md: '600px', lg: '820px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: rgba(8, 18, 36, 0.62);
  backdrop-filter: blur(2px);
  ${media.sm} {
    align-items: center;
    padding: 24px;
  }
`;

const Panel = styled.div<{ $size: keyof typeof WIDTHS }>`
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: 92vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  outline: none;
  ${media.sm} {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 20px 24px 12px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  font-size: 1.35rem;
`;

const CloseButton = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.soft};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Body = styled.div`
  padding: 4px 24px 24px;
`;
