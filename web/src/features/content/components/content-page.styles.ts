import styled from 'styled-components';
import { media } from '../../../styles/theme';

// Long text reads best at about 72 characters a line.
const measure = '72ch';

// The app layout's <main> already sets the page width and side padding.
export const Page = styled.article`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;

  a {
    text-underline-offset: 0.15em;
  }

  ${media.md} {
    padding-top: ${({ theme }) => theme.space(4)};
  }
`;

export const Header = styled.header`
  max-width: ${measure};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.navy};
  font-size: clamp(1.875rem, 1.4rem + 2vw, 2.75rem);
  line-height: 1.15;
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

export const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
`;

// On wide screens the contents sit beside the text instead of above it.
export const Columns = styled.div<{ $withContents: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  ${media.lg} {
    grid-template-columns: ${({ $withContents }) =>
      $withContents ? `15rem minmax(0, ${measure})` : `minmax(0, ${measure})`};
    align-items: start;
  }
`;

export const Body = styled.div`
  min-width: 0;
  max-width: ${measure};
`;

export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(10)};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.navy};
    font-size: 1.375rem;
    line-height: 1.3;
    /* Keeps an anchored heading clear of the fixed top bar. */
    scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  }
`;
