import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'light' | 'ghost';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.navy};
    &:hover:not(:disabled) {
      background: #fbbf24;
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.soft};
    }
  `,
  light: css`
    background: rgba(255, 255, 255, 0.12);
    color: #fff;
    box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.45);
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.22);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.navy};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.soft};
    }
  `,
};

const sizes = {
  sm: css`
    padding: 6px 14px;
    font-size: 0.875rem;
  `,
  md: css`
    padding: 10px 20px;
    font-size: 0.95rem;
  `,
  lg: css`
    padding: 14px 28px;
    font-size: 1.05rem;
  `,
};

/** Shared look of buttons and button-like links; use `as={Link}` or `as="a"` for links. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.15s ease,
    transform 0.15s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $block }) => $block && 'width: 100%;'}
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({ type: props.type ?? 'button' }))`
  ${buttonStyles}
`;

export const ButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
