import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../http/api-error.js';
import type { FileFieldSpecs } from './file-fields.js';
import { maxBytesOf, MB } from './upload-policy.js';

/** What one multipart request may hold besides its files (each file is held to its kind's limit). */
export const MULTIPART_LIMITS = {
  /** Text parts: the largest form has a few dozen fields. */
  fields: 200,
  /** All text values together, like the 1 MB limit of a JSON body. */
  textBytes: 1 * MB,
  /** Boundaries and part headers, on top of the files and the text. */
  framingBytes: 1 * MB,
} as const;

/**
 * The most a multipart body to a route may carry: every declared file field at its largest kind, plus
 * the text and framing allowances. Checked against Content-Length up front and counted as bytes arrive.
 */
export function bodyLimitOf(specs: FileFieldSpecs): number {
  const files = Object.values(specs).reduce((sum, spec) => sum + maxBytesOf(spec.kinds), 0);
  return files + MULTIPART_LIMITS.textBytes + MULTIPART_LIMITS.framingBytes;
}

const tooLarge = (message: string, details?: Record<string, string>) =>
  new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message, { code: 'PAYLOAD_TOO_LARGE', details });

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const bodyTooLarge = (limit: number) => tooLarge(`Request body is too large: this form takes at most ${megabytes(limit)}`);

export const tooManyFiles = (max: number) => tooLarge(`Too many files: this form takes at most ${max}`);

export const tooManyFields = () => tooLarge(`Too many fields: a form may have at most ${MULTIPART_LIMITS.fields}`);

export function textTooLarge(field: string): ApiError {
  const message = `Text too long: text fields may hold at most ${megabytes(MULTIPART_LIMITS.textBytes)} together`;
  return tooLarge(message, { [field]: message });
}
