import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../documents/model';
import { renderInApp } from '../test-utils';
import { ContentPage } from './content-page';

const section = (id: string) => ({
  id,
  heading: `Heading ${id}`,
  blocks: [{ kind: 'paragraph' as const, text: `Text of ${id}` }],
});

const longDocument: ContentDocument = {
  title: 'Privacy Policy',
  lead: 'How we handle your data.',
  lastUpdated: '2026-11-21',
  sections: ['one', 'two', 'three', 'four', 'five'].map(section),
};

const shortDocument: ContentDocument = { ...longDocument, sections: [section('only')] };

describe('ContentPage', () => {
  it('shows the title, the lead and the date of the last update', () => {
    renderInApp(<ContentPage content={longDocument} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('How we handle your data.')).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 21 Nov 2026');
  });

  it('links every section of a long document from the table of contents', () => {
    renderInApp(<ContentPage content={longDocument} />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#one',
      '#two',
      '#three',
      '#four',
      '#five',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Heading three' })).toHaveAttribute(
      'id',
      'three',
    );
  });

  it('leaves the table of contents out of a short document', () => {
    renderInApp(<ContentPage content={shortDocument} />);
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Heading only' })).toHaveTextContent('Text of only');
  });

  it('names the browser tab after the page and gives the old name back on leaving', () => {
    document.title = 'RENT';
    const { unmount } = renderInApp(<ContentPage content={longDocument} />);
    expect(document.title).toBe('Privacy Policy · RENT');
    unmount();
    expect(document.title).toBe('RENT');
  });

  it('shows the actions it is given under the header', () => {
    renderInApp(<ContentPage content={shortDocument} actions={<a href="/file.pdf">Get it</a>} />);
    expect(screen.getByRole('link', { name: 'Get it' })).toBeInTheDocument();
  });
});
