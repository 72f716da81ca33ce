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

  it('never stacks the same message: a repeat replaces the toast on screen', async () => {
    render(<AppToaster />);
    await toast.error('Failed to fetch referral data');
    await toast.error('Failed to fetch referral data');
    await toast.error('Login failed');
    await screen.findByText('Login failed');
    expect(screen.getAllByText('Failed to fetch referral data')).toHaveLength(1);
  });
});
