// Imported first by the scripts that start, build or test the stack: an unsupported Node stops here.
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();
