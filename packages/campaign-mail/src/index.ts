export * from './escape.js';
export * from './content.js';
export * from './render.js';
export * from './prepare.js';
