// `npm run build`: generated code, the three servers and the web bundle, skipping what is unchanged.
import { buildAll } from './lib/build.mjs';

buildAll();
