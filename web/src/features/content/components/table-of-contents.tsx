import { useId } from 'react';
import styled from 'styled-components';
import { media } from '../../../styles/theme';
import type { ContentSection } from '../documents/model';

export function TableOfContents({ sections }: { sections: readonly ContentSection[] }) {
  const headingId = useId();
  return (
    <Nav aria-labelledby={headingId}>
      <Heading id={headingId}>Contents</Heading>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9375rem;
  line-height: 1.5;

  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + 24px);
  }

  ol {
    margin: 0;
    padding-left: 1.5em;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  a {
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
