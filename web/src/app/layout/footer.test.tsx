import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteOperatorQuery } from '../../components/operator/site-operator';
import { fakeGateway } from '../../testing/fake-gateway';
import { renderWithProviders } from '../../testing/render';
import { operatorAnswer } from '../../testing/sale-answers';
import { Footer } from './footer';

const operatorData = { sale: { __typename: 'Sale', operator: operatorAnswer } } as const;

describe("the footer's company details", () => {
  it('name the company, its registered office, support and grievance officer', async () => {
    renderWithProviders(<Footer />, {
      route: '/terms',
      mocks: [{ request: { query: SiteOperatorQuery }, result: { data: operatorData } }],
    });
    const contacts = await screen.findByText('RENT Realty Tokens Private Limited');
    const address = contacts.closest('address');
    expect(address).toHaveTextContent(
      'RENT Realty Tokens Private Limited' +
        'Registered office: 12 MG Road, Bengaluru 560001, India' +
        'Support: help@realty.example · +91 80 4567 8900' +
        'Grievance officer: Meera Iyer, grievance@realty.example',
    );
    expect(screen.getByRole('link', { name: 'help@realty.example' })).toHaveAttribute(
      'href',
      'mailto:help@realty.example',
    );
    expect(screen.getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    expect(screen.getByRole('link', { name: 'grievance@realty.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@realty.example',
    );
  });

  it("on the dashboard come with the dashboard's own request, not one of their own", async () => {
    const gateway = fakeGateway({});
    const client = new ApolloClient({ link: gateway.link, cache: new InMemoryCache() });
    renderWithProviders(
      <ApolloProvider client={client}>
        <Footer />
      </ApolloProvider>,
      { route: '/' },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(gateway.asked).toEqual([]);
    expect(screen.queryByText('RENT Realty Tokens Private Limited')).not.toBeInTheDocument();

    act(() => client.writeQuery({ query: SiteOperatorQuery, data: operatorData }));
    expect(await screen.findByText('RENT Realty Tokens Private Limited')).toBeInTheDocument();
    expect(gateway.asked).toEqual([]);
  });
});

describe('the footer', () => {
  it('links the whitepaper and the legal pages', () => {
    renderWithProviders(<Footer />);
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Whitepaper', '/white-paper'],
      ['About Us', '/about-us'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Condition', '/terms'],
    ]);
  });

  it('offers four languages with English chosen, and changes nothing when another is picked', async () => {
    renderWithProviders(<Footer />);
    const languages = within(screen.getByRole('group', { name: 'Language' })).getAllByRole(
      'button',
    );
    expect(languages.map((button) => button.textContent)).toEqual(['En', 'Fr', 'Bn', 'Lt']);

    await userEvent.click(screen.getByRole('button', { name: 'Fr' }));
    expect(screen.getByRole('button', { name: 'En' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fr' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('carries the copyright line', () => {
    renderWithProviders(<Footer />);
    expect(
      screen.getByText('© 2026 Real Estate Network Token. All rights reserved.'),
    ).toBeInTheDocument();
  });
});
