import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investorSession } from '../../../testing/investor';
import {
  buyTokenAnswer,
  buyTokenData,
  clockDuringTheSale,
  renderBuyScreen,
  verifiedInvestor,
} from '../test-utils';

const countField = () => screen.getByLabelText('Number of RENT tokens');
const PHASE_1 = { name: 'Phase 1', bonusPercent: 25, end: '2025-12-30T18:29:59.000Z' };

async function renderWithSupplyLeft(available: string, referred = false) {
  const me = verifiedInvestor({ referred });
  renderBuyScreen('/buy-token', {
    mocks: [buyTokenAnswer(buyTokenData({ available, currentPhase: PHASE_1, me }))],
    session: investorSession(),
  });
  await screen.findByText('Phase 1', { selector: 'dd' });
}

describe('the buy token screen near the end of the supply', () => {
  clockDuringTheSale();

  it('says in whole tokens, bonus included, what still fits before anything is typed', async () => {
    await renderWithSupplyLeft('7.5');
    // 6 RENT and their 25 % bonus make 7.5; a 7th token would need 8.75.
    expect(screen.getByText(/can still be bought/)).toHaveTextContent(
      'Only 6 whole tokens can still be bought, bonus included.',
    );
  });

  it('says it again when the count typed is more than what is left', async () => {
    await renderWithSupplyLeft('1000');
    expect(screen.queryByText(/can still be bought/)).not.toBeInTheDocument();

    await userEvent.type(countField(), '900');
    expect(await screen.findByText(/can still be bought/)).toHaveTextContent(
      'Only 800 whole tokens can still be bought, bonus included.',
    );
    await userEvent.clear(countField());
    await userEvent.type(countField(), '800');
    expect(screen.queryByText(/can still be bought/)).not.toBeInTheDocument();
  });

  it('says plainly when not one whole token fits', async () => {
    await renderWithSupplyLeft('1.2');
    expect(screen.getByText(/can still be bought/)).toHaveTextContent(
      'No whole token can still be bought: the pre-sale’s tokens are all taken.',
    );
  });

  it('counts, for a referred buyer, the referrer’s bonus the order sets aside as well', async () => {
    await renderWithSupplyLeft('7.5', true);
    // 5 RENT, their 25 % bonus and the referrer's 25 % make 7.5; a 6th token would need 9.
    expect(screen.getByText(/can still be bought/)).toHaveTextContent(
      'Only 5 whole tokens can still be bought, your bonus and your referrer’s included.',
    );
    await userEvent.type(countField(), '6');
    expect(screen.getByText(/can still be bought/)).toHaveTextContent('Only 5 whole tokens');
  });
});
