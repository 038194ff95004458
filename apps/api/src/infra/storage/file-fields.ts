import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FileKind } from './upload-policy.js';

/** A field that holds an uploaded file's URL: which kinds it takes, and whether a new record needs one. */
export interface FileFieldSpec {
  kinds: readonly FileKind[];
  requiredOnCreate?: boolean;
}

export type FileFieldSpecs<F extends string = string> = Readonly<Record<F, FileFieldSpec>>;

export const IMAGE: FileFieldSpec = { kinds: ['image'] };
export const PDF: FileFieldSpec = { kinds: ['pdf'] };
export const VIDEO: FileFieldSpec = { kinds: ['video'] };

const KIND_WORDS: Record<FileKind, string> = {
  image: 'an image (JPEG, PNG, WebP or GIF, ≤ 5 MB)',
  pdf: 'a PDF (≤ 20 MB)',
  video: 'a video (MP4, WebM or QuickTime, ≤ 100 MB)',
};

/**
 * DTO property for a file field. In multipart the part is a file (taken by the upload interceptor), or
 * text: `""` to clear, an http(s) URL, or the current value (see `fileFieldText`).
 */
export const FileField = (...kinds: FileKind[]) =>
  applyDecorators(
    ApiProperty({
      required: false,
      type: 'string',
      format: 'binary',
      description: `File: ${kinds.map((k) => KIND_WORDS[k]).join(' or ')}. As text: "" clears it, an http(s) URL points elsewhere.`,
    }),
    IsOptional(),
    IsString(),
    MaxLength(2000),
  );

const EXTERNAL_URL = /^https?:\/\/[^\s]+$/i;

export const FILE_TEXT_RULE = 'Send a file, an http(s) URL, or an empty value to remove it';

/**
 * What a file field's text value means: `undefined` = leave as is, `null` = clear, a string = point there.
 * Only the current value or an external URL may be given as text, so nobody can point a record at
 * (and later delete) a file that belongs to someone else. Answers `false` for a refused value.
 */
export function fileFieldText(value: unknown, current: string | null | undefined): string | null | undefined | false {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text === '') return null;
  if (current && text === current) return undefined;
  return EXTERNAL_URL.test(text) ? text : false;
}
