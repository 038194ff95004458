export * from './escape.js';
export * from './content.js';
export * from './mjml.js';
export * from './render.js';
export * from './template.js';
export * from './prepare.js';
export * from './messages/index.js';
