import { useId, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../styles/theme';
import { lockPageScrollWhileOpen, useModalDialog } from './useModalDialog';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** While true (a form is submitting) Escape, the backdrop and the close button do nothing. */
  closeDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * The native `<dialog>`, opened with `showModal()` (useModalDialog), with a title, a close button, and Escape or
 * a press on the backdrop to close.
 */
export function Modal({ open, title, onClose, closeDisabled = false, size = 'md', children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useModalDialog(open, onClose, closeDisabled);

  // The backdrop belongs to the dialog element: a press outside the dialog's box is a press on it.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const outside =
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom;
    if (event.target === event.currentTarget && outside && !closeDisabled) onClose();
  };

  if (!open) return null;
  // In the body, so the dialog inherits the body's text styles wherever its opener sits.
  return createPortal(
    <Dialog ref={dialogRef} aria-labelledby={titleId} $size={size} onMouseDown={onMouseDown}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <CloseButton type="button" onClick={onClose} disabled={closeDisabled} aria-label={t('modal.close')}>
          ×
        </CloseButton>
      </Header>
      <Body>{children}</Body>
    </Dialog>,
    document.body,
  );
}

const WIDTHS = { sm: '440px', md: '600px', lg: '820px' };

// A sheet at the bottom of small screens, centred with a 24px margin from `sm` up.
const Dialog = styled.dialog<{ $size: keyof typeof WIDTHS }>`
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: 92vh;
  margin: auto auto 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  outline: none;
  ${lockPageScrollWhileOpen}
  &::backdrop {
    /* Dimmed, not blurred: a blurred page behind made each keystroke in a dialog wait for its redraw. */
    background: rgba(8, 18, 36, 0.66);
  }
  ${media.sm} {
    max-width: min(${({ $size }) => WIDTHS[$size]}, calc(100% - 48px));
    margin: auto;
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
