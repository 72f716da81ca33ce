import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Pagination } from './pagination';

const toPage = (page: number) => ({ search: `?page=${page}` });

function renderPagination(page: number, pageCount: number) {
  renderWithProviders(<Pagination page={page} pageCount={pageCount} toPage={toPage} />, {
    route: `/transactions?page=${page}`,
  });
  return screen.getByRole('navigation', { name: 'Pagination' });
}

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

describe('Pagination', () => {
  it('offers five pages around the current one, marking it', () => {
    const nav = renderPagination(7, 12);
    expect(pageNumbers(nav)).toEqual(['5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('link', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 9' })).toHaveAttribute(
      'href',
      '/transactions?page=9',
    );
  });

  it('links to the previous and next pages', () => {
    const nav = renderPagination(7, 12);
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/transactions?page=6',
    );
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/transactions?page=8',
    );
  });

  it('has no previous page on the first page and no next page on the last', () => {
    const first = renderPagination(1, 12);
    expect(pageNumbers(first)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(first).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(first).getByText('Previous').parentElement).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps the window full at the end', () => {
    const last = renderPagination(12, 12);
    expect(pageNumbers(last)).toEqual(['8', '9', '10', '11', '12']);
    expect(within(last).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(last).getByText('Next').parentElement).toHaveAttribute('aria-disabled', 'true');
  });
});
