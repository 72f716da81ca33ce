import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonLook {
  $variant?: ButtonVariant;
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
};

const buttonLook = css<ButtonLook>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A real <button>; `type` defaults to "button" so it never submits a form by accident. */
export const Button = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))<ButtonLook>`
  ${buttonLook}
`;

/** A link to another screen that looks like a button. */
export const ButtonLink = styled(Link)<ButtonLook>`
  ${buttonLook}
`;
