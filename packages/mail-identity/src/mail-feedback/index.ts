export * from './report-fields.js';
export * from './delivery-status.js';
export * from './feedback-message.js';
export * from './feedback-effects.js';
export * from './feedback-intake.js';
export * from './report-trust.js';
export * from './sequence-feedback.js';
