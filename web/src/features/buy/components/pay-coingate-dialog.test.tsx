import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PayCoinGateDialog } from './pay-coingate-dialog';

describe('the crypto payment placeholder', () => {
  it('says crypto payment is not offered in this pre-sale', async () => {
    const onClose = vi.fn();
    renderWithProviders(<PayCoinGateDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Pay with Crypto' });
    expect(dialog).toHaveTextContent(
      'Crypto payment through CoinGate is not offered in this pre-sale.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to payment options' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
