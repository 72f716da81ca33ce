import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeGateway } from '../../testing/fake-gateway';
import { investor, investorSession } from '../../testing/investor';
import { renderWithProviders } from '../../testing/render';
import { TopBar } from './top-bar';

const sold = (tokensSold: string) => ({
  data: {
    saleProgress: {
      __typename: 'SaleProgress',
      tokensSold,
      percentSold: 0.88,
      isOpen: true,
      currentPhase: null,
    },
  },
});

describe("the top bar's token balance", () => {
  it('is read again when the tokens sold change, and not for the first figures', async () => {
    const pushes = new Subject<ApolloLink.Result>();
    const gateway = fakeGateway({
      LiveBalance: [
        { data: { me: { __typename: 'User', _id: investor._id, tokenBalance: '12350.5' } } },
      ],
    });
    const client = new ApolloClient({
      link: ApolloLink.split(
        ({ operationType }) => operationType === 'subscription',
        new ApolloLink(() => pushes),
        gateway.link,
      ),
      cache: new InMemoryCache(),
    });
    renderWithProviders(
      <ApolloProvider client={client}>
        <TopBar />
      </ApolloProvider>,
      { session: investorSession() },
    );
    const button = await screen.findByRole('button', { name: 'Welcome! Asha Rao' });

    pushes.next(sold('12340'));
    expect(gateway.asked).toEqual([]);
    pushes.next(sold('12345'));

    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Welcome! Asha Rao' });
    await waitFor(() => expect(menu).toHaveAccessibleDescription('Token balance 12,350.5 RENT'));
    expect(gateway.asked).toEqual(['LiveBalance']);
  });
});
