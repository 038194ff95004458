// Where the repository and its local state live; imported by every script (node: built-ins only).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Local state of `npm start`: embedded database, Redis, caught mail, generated secrets. */
export const DATA_DIR = path.join(root, '.data');
export const MAIL_DIR = path.join(DATA_DIR, 'mail');
