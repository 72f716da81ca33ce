// The api's configuration lives in config/: one file a topic, composed in config/index.ts.
export * from './config/index.js';
