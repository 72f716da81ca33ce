// The chain module: configuration, the viem reader, token facts and token units (decision 0102).
export { chainName, gweiToWei, readChainConfig, type ChainConfig } from './chain.config.js';
export {
  chainOf,
  createChainReader,
  readTokenContract,
  type TokenContractFacts,
} from './chain-client.js';
export {
  DEFAULT_TOKEN,
  describeToken,
  tokenFactsSource,
  transactionUrl,
  type TokenFacts,
  type TokenFactsSource,
} from './token-facts.js';
export { fromTokenUnits, toTokenUnits, TooFineAmountError } from './token-units.js';
export { tokenFactsPlugin } from './token-facts.plugin.js';
