export * from './contract.js';
export * from './queue.js';
export * from './unsubscribe.js';
export * from './confirm-link.js';
export * from './domains.js';
export * from './outbox.js';
export * from './tenant-changed.js';
export * from './campaign-links.js';
