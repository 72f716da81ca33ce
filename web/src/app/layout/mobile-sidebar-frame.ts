import styled from 'styled-components';

interface Openable {
  $open: boolean;
}

export const SidebarBackdrop = styled.div<Openable>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(15, 29, 69, 0.45);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity ${({ theme }) => theme.transitions.slide};
`;

// Hidden (not only moved away) when closed, so its links leave the tab order and the
// accessibility tree; the visibility change waits for the slide-out to finish.
export const SidebarPanel = styled.div<Openable>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  display: flex;
  flex-direction: column;
  width: min(85vw, 320px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.transitions.slide},
    visibility 0s linear ${({ $open }) => ($open ? '0s' : '220ms')};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.navy};

  & > button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;
