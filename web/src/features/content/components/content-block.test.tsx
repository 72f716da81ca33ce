import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test-utils';
import { ContentBlock } from './content-block';

describe('ContentBlock', () => {
  it('renders a paragraph with bold runs, site links and e-mail links', () => {
    renderInApp(
      <ContentBlock
        block={{
          kind: 'paragraph',
          text: [
            { text: 'Read first. ', strong: true },
            'See the ',
            { text: 'Terms of Condition', href: '/terms' },
            ' or write to ',
            { text: 'support@rent.example', href: 'mailto:support@rent.example' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Read first.', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Condition' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'support@rent.example' })).toHaveAttribute(
      'href',
      'mailto:support@rent.example',
    );
  });

  it('renders a bullet list as an unordered list and a numbered one as an ordered list', () => {
    const { container } = renderInApp(
      <>
        <ContentBlock block={{ kind: 'list', items: ['Sign up', 'Verify'] }} />
        <ContentBlock
          block={{ kind: 'list', ordered: true, items: ['First', 'Second', 'Third'] }}
        />
      </>,
    );
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(3);
    expect(container.querySelector('ol > li:last-child')).toHaveTextContent('Third');
  });

  it('renders a table with its caption, column headers and row headers', () => {
    renderInApp(
      <ContentBlock
        block={{
          kind: 'table',
          caption: 'Pre-sale phases',
          columns: ['Phase', 'Bonus'],
          rows: [
            ['Pre-Sale', '25%'],
            ['Phase 1', '15%'],
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pre-sale phases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Phase', 'Bonus']);
    expect(within(table).getByRole('rowheader', { name: 'Phase 1' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '15%' })).toBeInTheDocument();
  });

  it('lets keyboard users scroll a wide table', () => {
    renderInApp(
      <ContentBlock
        block={{ kind: 'table', caption: 'Wide', columns: ['A', 'B', 'C', 'D'], rows: [] }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Wide' })).toHaveAttribute('tabindex', '0');
  });

  it('renders a callout as a note named by its title', () => {
    renderInApp(
      <ContentBlock
        block={{
          kind: 'callout',
          tone: 'warning',
          title: 'RENT is not a property title',
          text: 'Holding RENT gives no ownership of land.',
        }}
      />,
    );
    const note = screen.getByRole('note', { name: 'RENT is not a property title' });
    expect(note).toHaveTextContent('Holding RENT gives no ownership of land.');
  });
});
