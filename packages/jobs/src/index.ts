export * from './contract.js';
export * from './queue.js';
export * from './unsubscribe.js';
export * from './domains.js';
