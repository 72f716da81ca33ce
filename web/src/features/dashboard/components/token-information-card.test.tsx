import { DEFAULT_SALE } from '@rent/sale-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { tokenAnswer } from '../../../testing/sale-answers';
import { TokenInformationCard } from './token-information-card';

const { tokenName, symbol, tokenStandard } = DEFAULT_SALE;
const sale = { __typename: 'Sale' as const, tokenName, symbol, tokenStandard, token: tokenAnswer };
const notDeployed = {
  ...sale,
  token: {
    ...tokenAnswer,
    decimals: null,
    contractAddress: null,
    contractUrl: null,
    chain: null,
  },
};

const card = () => screen.getByRole('region', { name: 'Token Information' });
const factOf = (label: string) => within(card()).getByText(label).nextSibling;

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('TokenInformationCard', () => {
  it('states the price in rupees and its dollar equivalent', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={85.53} {...sale} />);
    expect(screen.getByText(/^1 RENT= ₹1000/)).toBeInTheDocument();
    expect(screen.getByText('≈ $11.69')).toBeInTheDocument();
  });

  it('names the token, its symbol and its standard', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...sale} />);
    expect(factOf('Token name')).toHaveTextContent(tokenAnswer.name);
    expect(factOf('Symbol')).toHaveTextContent('RENT');
    expect(factOf('Standard')).toHaveTextContent('BEP20');
    expect(within(card()).getByText('≈ $11.31')).toBeInTheDocument();
  });

  it('gives the chain, the decimals and the contract address, which breaks in its middle', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...sale} />);
    expect(factOf('Chain')).toHaveTextContent('BNB Smart Chain');
    expect(factOf('Decimals')).toHaveTextContent('18');
    const contract = factOf('Contract') as HTMLElement;
    expect(contract).toHaveTextContent(tokenAnswer.contractAddress);
    expect(contract.querySelector('code wbr')).not.toBeNull();
  });

  it('copies the contract address with a tap', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...sale} />);
    await user.click(screen.getByRole('button', { name: 'Copy contract address' }));
    expect(await navigator.clipboard.readText()).toBe(tokenAnswer.contractAddress);
    expect(screen.getByRole('button', { name: 'Copied contract address' })).toBeInTheDocument();
  });

  it('links the contract to the block explorer in a new tab', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...sale} />);
    const link = screen.getByRole('link', { name: 'View on bscscan.com' });
    expect(link).toHaveAttribute('href', tokenAnswer.contractUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells how to add the token to MetaMask or Trust Wallet with its facts', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...sale} />);
    const hint = within(card()).getByText('Add RENT to your wallet').closest('details');
    expect(hint).toHaveTextContent('switch to the BNB Smart Chain network');
    expect(hint).toHaveTextContent('MetaMask: choose Import tokens');
    expect(hint).toHaveTextContent('Trust Wallet: choose Add Custom Token');
    expect(hint).toHaveTextContent('the decimals 18');
    expect(screen.queryByRole('button', { name: /browser wallet/ })).not.toBeInTheDocument();
  });

  it('asks a browser wallet to watch the token with its address, symbol and decimals', async () => {
    const request = vi.fn().mockResolvedValue(true);
    Object.assign(window, { ethereum: { request } });
    const user = userEvent.setup();
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...sale} />);
    await user.click(screen.getByText('Add RENT to your wallet'));
    await user.click(screen.getByRole('button', { name: 'Add RENT to my browser wallet' }));
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_watchAsset',
      params: {
        type: 'ERC20',
        options: { address: tokenAnswer.contractAddress, symbol: 'RENT', decimals: 18 },
      },
    });
    expect(await screen.findByText('RENT is listed in your wallet.')).toBeInTheDocument();
  });

  it('says so when the browser wallet refuses, pointing to the steps by hand', async () => {
    const request = vi.fn().mockRejectedValue(new Error('User rejected the request.'));
    Object.assign(window, { ethereum: { request } });
    const user = userEvent.setup();
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...sale} />);
    await user.click(screen.getByText('Add RENT to your wallet'));
    await user.click(screen.getByRole('button', { name: 'Add RENT to my browser wallet' }));
    expect(
      await screen.findByText(
        'Your wallet could not add RENT. Add it by hand with the steps above.',
      ),
    ).toBeInTheDocument();
  });

  it('says the contract is published later while no chain is configured', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...notDeployed} />);
    expect(factOf('Chain')).toHaveTextContent('Announced before distribution');
    expect(factOf('Contract')).toHaveTextContent('Published when the token is deployed');
    expect(screen.queryByRole('link', { name: /View on/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Add RENT to your wallet')).not.toBeInTheDocument();
  });

  it('offers the whitepaper as a download', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={85.53} {...sale} />);
    const link = screen.getByRole('link', { name: 'Download Whitepaper' });
    expect(link).toHaveAttribute('href', '/whitepaper.pdf');
    expect(link).toHaveAttribute('download');
  });
});
