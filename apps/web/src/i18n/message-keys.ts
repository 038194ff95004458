import type en from './messages/en.json';

/** Every message key: English is the source (src/i18n/messages/en.json); the other languages have exactly these. */
export type MessageKey = keyof typeof en;
