// Asks a browser wallet (MetaMask, Trust Wallet's browser, any EIP-1193 provider) to list RENT
// among its tokens, with EIP-747's `wallet_watchAsset`: the wallet shows the facts and the
// investor confirms there, so nothing is added behind their back.

/** The one method of an EIP-1193 provider used here. */
export interface InjectedWallet {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** The token as a wallet needs it to list it. */
export interface WatchedToken {
  address: string;
  symbol: string;
  decimals: number;
}

/** The browser's injected wallet, or null when none is installed. */
export function injectedWallet(): InjectedWallet | null {
  const candidate: unknown = (window as { ethereum?: unknown }).ethereum;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const request: unknown = (candidate as { request?: unknown }).request;
  return typeof request === 'function' ? (candidate as InjectedWallet) : null;
}

/** True when the investor accepted the token in their wallet, false when they declined. */
export async function watchToken(wallet: InjectedWallet, token: WatchedToken): Promise<boolean> {
  const answer = await wallet.request({
    method: 'wallet_watchAsset',
    params: { type: 'ERC20', options: token },
  });
  return answer === true;
}
