// The local chain stand-in and the repository's compiled contracts (decision 0103).
export { compileContracts, compilerVersion, type CompiledContracts } from './compile.js';
export {
  LOCAL_CHAIN_ID,
  LOCAL_DISPERSE_ADDRESS,
  LOCAL_TOKEN_ADDRESS,
  LOCAL_TREASURY_ADDRESS,
  LOCAL_TREASURY_KEY,
  startLocalChain,
  type LocalChain,
  type LocalChainOptions,
} from './local-chain.js';
export { LOCAL_KEYSTORE_FILE, LOCAL_KEYSTORE_PASSWORD, startDevChain } from './dev-chain.js';
