// `npm run build`: generated code, the three servers and the web bundle, skipping what is unchanged.
import './lib/require-node.mjs';
import { buildAll } from './lib/build.mjs';

buildAll();
