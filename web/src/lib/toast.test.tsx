import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster, toast } from './toast';

describe('toasts', () => {
  it('shows a toast once the toaster has loaded, even when asked before', async () => {
    const shown = toast.success('Wallet address added successfully');
    render(<AppToaster />);
    await shown;
    expect(await screen.findByText('Wallet address added successfully')).toBeInTheDocument();
  });
});
