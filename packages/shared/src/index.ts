export * from './host.js';
export * from './image-variants.js';
export * from './site.js';
export * from './storefront-url.js';
export * from './uuid.js';
