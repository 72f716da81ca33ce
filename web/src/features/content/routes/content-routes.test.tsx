import type { ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutUs } from '../documents/about-us';
import type { ContentDocument } from '../documents/model';
import { privacyPolicy } from '../documents/privacy-policy';
import { terms } from '../documents/terms';
import { whitepaper } from '../documents/whitepaper';
import { SiteOperatorQuery } from '../../../components/operator/site-operator';
import { operatorAnswer } from '../../../testing/sale-answers';
import { renderInApp } from '../test-utils';
import AboutUsRoute from './about-us';
import PrivacyPolicyRoute from './privacy-policy';
import TermsRoute from './terms';
import WhitePaperRoute from './white-paper';

const pages: [string, ComponentType, ContentDocument][] = [
  ['About Us', AboutUsRoute, aboutUs],
  ['Privacy Policy', PrivacyPolicyRoute, privacyPolicy],
  ['Terms of Condition', TermsRoute, terms],
  ['Whitepaper', WhitePaperRoute, whitepaper],
];

describe.each(pages)('the %s page', (title, Page, content) => {
  it('has its title as the only level-one heading and in the browser tab', () => {
    renderInApp(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · RENT`);
  });

  it('shows every section and links it from the contents', () => {
    renderInApp(<Page />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const { id, heading } of content.sections) {
      expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
      expect(within(contents).getByRole('link', { name: heading })).toHaveAttribute(
        'href',
        `#${id}`,
      );
    }
  });

  it('tells the investor how to reach us', () => {
    renderInApp(<Page />);
    const contactLinks = screen.getAllByRole('link', { name: 'support@rent.example' });
    expect(contactLinks[0]).toHaveAttribute('href', 'mailto:support@rent.example');
  });

  it('is dated 21 Nov 2026', () => {
    renderInApp(<Page />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 21 Nov 2026');
  });
});

describe('the page contents', () => {
  it('the whitepaper offers the PDF for download', () => {
    renderInApp(<WhitePaperRoute />);
    const download = screen.getByRole('link', { name: 'Download Whitepaper' });
    expect(download).toHaveAttribute('href', '/whitepaper.pdf');
    expect(download).toHaveAttribute('download');
  });

  it('the whitepaper works through a Phase 1 purchase of 10 RENT', () => {
    renderInApp(<WhitePaperRoute />);
    expect(screen.getByRole('note', { name: 'Worked example' })).toHaveTextContent(
      '10 + 1.5 = 11.5 RENT',
    );
  });

  it('the whitepaper and the terms show the three phases with their bonuses', () => {
    for (const Page of [WhitePaperRoute, TermsRoute]) {
      const { unmount } = renderInApp(<Page />);
      const phases = screen.getByRole('table', { name: /^Pre-sale phases, India Standard Time/ });
      expect(within(phases).getByRole('row', { name: /Pre-Sale .* 25%/ })).toBeInTheDocument();
      expect(within(phases).getByRole('row', { name: /Phase 1 .* 15%/ })).toBeInTheDocument();
      expect(within(phases).getByRole('row', { name: /Phase 2 .* 5%/ })).toBeInTheDocument();
      unmount();
    }
  });

  it('the privacy policy covers Aadhar documents, Paytm, httpOnly cookies and the DPDP Act', () => {
    renderInApp(<PrivacyPolicyRoute />);
    const page = screen.getByRole('article');
    for (const phrase of [
      'Aadhar documents',
      'Paytm',
      'httpOnly',
      'Digital Personal Data Protection Act, 2023',
      'limited to the verification team',
    ]) {
      expect(page).toHaveTextContent(phrase);
    }
  });

  it('the terms refund an order paid after the hard cap filled and require adults', () => {
    renderInApp(<TermsRoute />);
    expect(screen.getByRole('region', { name: 'Payments and refunds' })).toHaveTextContent(
      'an order paid after the hard cap has been filled is refunded, not credited',
    );
    expect(screen.getByRole('region', { name: 'Eligibility' })).toHaveTextContent(
      'at least 18 years old',
    );
  });
});

describe("About Us's Contact section", () => {
  const operatorMock = {
    request: { query: SiteOperatorQuery },
    result: { data: { sale: { __typename: 'Sale', operator: operatorAnswer } } },
  };

  it('names the company, its registered office, support contacts and grievance officer', async () => {
    renderInApp(<AboutUsRoute />, [operatorMock]);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(
      await within(contact).findByText('RENT Realty Tokens Private Limited'),
    ).toBeInTheDocument();
    expect(contact).toHaveTextContent('Registered office: 12 MG Road, Bengaluru 560001, India');
    expect(contact).toHaveTextContent('Grievance officer: Meera Iyer, grievance@realty.example');
    for (const [name, href] of [
      ['help@realty.example', 'mailto:help@realty.example'],
      ['+91 80 4567 8900', 'tel:+918045678900'],
      ['grievance@realty.example', 'mailto:grievance@realty.example'],
    ]) {
      expect(within(contact).getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
    expect(within(contact).queryByRole('link', { name: 'support@rent.example' })).toBeNull();
  });

  it('gives the published support address while the details cannot be had', async () => {
    renderInApp(<AboutUsRoute />, [
      { ...operatorMock, result: undefined, error: new Error('down') },
    ]);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'support@rent.example' })).toHaveAttribute(
      'href',
      'mailto:support@rent.example',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(contact).not.toHaveTextContent('Grievance officer');
  });
});
