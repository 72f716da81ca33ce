import { Link, type To } from 'react-router';
import styled, { css } from 'styled-components';
import { media } from '../../styles/theme';
import { visuallyHidden, visuallyShown } from '../visually-hidden';
import { pageWindow } from './page-window';

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pageLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 40px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

const PageLink = styled(Link)`
  ${pageLook}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

// On phones Previous and Next shrink to their arrows, so the row of pages fits on one line; the
// words stay for screen readers.
const StepLabel = styled.span`
  ${visuallyHidden}

  ${media.sm} {
    ${visuallyShown}
  }
`;

const Unavailable = styled.span`
  ${pageLook}
  color: ${({ theme }) => theme.colors.textMuted};
  opacity: 0.55;
`;

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Where the link to a page goes. */
  toPage: (page: number) => To;
}

/** Previous, a window of five page numbers around the current page, and Next. */
export function Pagination({ page, pageCount, toPage }: PaginationProps) {
  const step = (target: number, label: 'Previous' | 'Next') => {
    const content =
      label === 'Previous' ? (
        <>
          <span aria-hidden="true">‹</span>
          <StepLabel>{label}</StepLabel>
        </>
      ) : (
        <>
          <StepLabel>{label}</StepLabel>
          <span aria-hidden="true">›</span>
        </>
      );
    return target >= 1 && target <= pageCount ? (
      <PageLink to={toPage(target)} rel={label === 'Next' ? 'next' : 'prev'}>
        {content}
      </PageLink>
    ) : (
      <Unavailable aria-disabled="true">{content}</Unavailable>
    );
  };

  return (
    <nav aria-label="Pagination">
      <Pages>
        <li>{step(page - 1, 'Previous')}</li>
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <PageLink
              to={toPage(number)}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </PageLink>
          </li>
        ))}
        <li>{step(page + 1, 'Next')}</li>
      </Pages>
    </nav>
  );
}
