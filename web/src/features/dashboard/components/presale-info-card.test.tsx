import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PresaleInfoCard } from './presale-info-card';

const phase = (name: string, start: string, bonusPercent: number) => ({
  __typename: 'SalePhase' as const,
  name,
  start,
  bonusPercent,
  end: '2025-10-13T18:29:59.000Z',
});

const preSale = phase('Pre-Sale', '2025-06-30T18:30:00.000Z', 25);
const phaseOne = phase('Phase 1', '2025-08-14T18:30:00.000Z', 15);

describe('PresaleInfoCard', () => {
  it('shows the running phase and its bonus', () => {
    renderWithProviders(
      <PresaleInfoCard
        price="1000"
        schedule={{
          __typename: 'Sale',
          currentPhase: phaseOne,
          phases: [
            { ...preSale, status: 'ENDED' },
            { ...phaseOne, status: 'RUNNING' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Phase 1')).toBeInTheDocument();
    expect(screen.getByText('15% bonus tokens on every purchase')).toBeInTheDocument();
    expect(screen.getByText('Ends 13 Oct 2025, 11:59 PM IST')).toBeInTheDocument();
  });

  it('announces the next phase before the sale starts', () => {
    renderWithProviders(
      <PresaleInfoCard
        price="1000"
        schedule={{
          __typename: 'Sale',
          currentPhase: null,
          phases: [{ ...preSale, status: 'UPCOMING' }],
        }}
      />,
    );
    expect(screen.getByText('Next: Pre-Sale')).toBeInTheDocument();
    expect(screen.getByText('Starts 01 Jul 2025, 12:00 AM IST')).toBeInTheDocument();
  });

  it('says the pre-sale has ended once every phase is over', () => {
    renderWithProviders(
      <PresaleInfoCard
        price="1000"
        schedule={{
          __typename: 'Sale',
          currentPhase: null,
          phases: [{ ...preSale, status: 'ENDED' }],
        }}
      />,
    );
    expect(screen.getByText('The pre-sale has ended')).toBeInTheDocument();
  });

  it('states the price, the KYC rule and how tokens are distributed', () => {
    renderWithProviders(
      <PresaleInfoCard
        price="1000"
        schedule={{ __typename: 'Sale', currentPhase: null, phases: [] }}
      />,
    );
    expect(screen.getByText('Price: ₹1000 per RENT')).toBeInTheDocument();
    expect(screen.getByText('KYC is required to buy tokens.')).toBeInTheDocument();
    expect(screen.getByText(/distributed after the pre-sale ends/)).toHaveTextContent(
      'registered BEP20 wallet',
    );
    expect(screen.getByRole('link', { name: /Pre-Sale Distribution/ })).toHaveAttribute(
      'href',
      '/ico-distribution',
    );
  });

  it('states its rules while the phases are on their way', () => {
    renderWithProviders(<PresaleInfoCard price="1000" schedule={undefined} />);
    expect(screen.getByRole('region', { name: 'Pre-Sale Info' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Price: ₹1000 per RENT')).toBeInTheDocument();
    expect(screen.getByText('KYC is required to buy tokens.')).toBeInTheDocument();
    expect(screen.queryByText(/bonus tokens/)).not.toBeInTheDocument();
  });
});
