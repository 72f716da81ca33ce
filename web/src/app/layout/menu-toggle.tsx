import type { Ref } from 'react';
import styled from 'styled-components';
import { LineIcon } from '../../components/line-icon';
import { media } from '../../styles/theme';

const Toggle = styled.button<{ $hideFrom: keyof typeof media }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  ${({ $hideFrom }) => media[$hideFrom]} {
    display: none;
  }
`;

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>;
  expanded: boolean;
  /** The sidebar, once it exists. */
  controls: string | undefined;
  /** The screen width from which the main menu is in the top bar and this button is not needed. */
  hideFrom: keyof typeof media;
  onToggle: () => void;
}

/** The hamburger button of phones; it opens and closes the sidebar it controls. */
export function MenuToggle({ ref, expanded, controls, hideFrom, onToggle }: MenuToggleProps) {
  return (
    <Toggle
      ref={ref}
      type="button"
      aria-label="Menu"
      aria-expanded={expanded}
      aria-controls={controls}
      $hideFrom={hideFrom}
      onClick={onToggle}
    >
      <LineIcon size={22} path="M4 6h16M4 12h16M4 18h16" />
    </Toggle>
  );
}
