import { HttpStatus } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError, badRequest } from '../http/api-error.js';

/** What a file field accepts (docs/architecture.md "Content rules"). */
export type FileKind = 'image' | 'pdf' | 'video';

export const MB = 1024 * 1024;

interface KindRule {
  mimes: ReadonlySet<string>;
  maxBytes: number;
  /** "images may be at most 5 MB" */
  plural: string;
  /** "expected an image (JPEG, PNG, WebP or GIF)" */
  expected: string;
}

export const KIND_RULES: Record<FileKind, KindRule> = {
  image: {
    mimes: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    maxBytes: 5 * MB,
    plural: 'images',
    expected: 'an image (JPEG, PNG, WebP or GIF)',
  },
  pdf: { mimes: new Set(['application/pdf']), maxBytes: 20 * MB, plural: 'PDFs', expected: 'a PDF' },
  video: {
    mimes: new Set(['video/mp4', 'video/webm', 'video/quicktime']),
    maxBytes: 100 * MB,
    plural: 'videos',
    expected: 'a video (MP4, WebM or QuickTime)',
  },
};

/** How much of a file's start is read before its type is decided (file-type's `reasonableDetectionSizeInBytes`). */
export const SNIFF_BYTES = 4100;

/** The largest file a field of these kinds can take. */
export const maxBytesOf = (kinds: readonly FileKind[]): number => Math.max(0, ...kinds.map((k) => KIND_RULES[k].maxBytes));

/** What a file's first bytes say it is, among the kinds its field takes. */
export interface SniffedType {
  kind: FileKind;
  ext: string;
  mime: string;
}

/**
 * Decides from a file's first bytes whether its field may take it: the type is sniffed (file-type), never
 * taken from the name or the client's Content-Type. Throws 400 `UNSUPPORTED_FILE_TYPE` otherwise.
 */
export async function sniffType(head: Buffer, kinds: readonly FileKind[], field: string): Promise<SniffedType> {
  const sniffed = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  const kind = sniffed ? kinds.find((k) => KIND_RULES[k].mimes.has(sniffed.mime)) : undefined;
  if (!sniffed || !kind) {
    const message = `Unsupported file type: expected ${kinds.map((k) => KIND_RULES[k].expected).join(' or ')}`;
    throw badRequest(message, { [field]: message }, 'UNSUPPORTED_FILE_TYPE');
  }
  return { kind, ext: sniffed.ext, mime: sniffed.mime };
}

/** 413 for a file over its kind's limit, e.g. "File too large: images may be at most 5 MB". */
export function fileTooLarge(kind: FileKind, field: string): ApiError {
  const rule = KIND_RULES[kind];
  const message = `File too large: ${rule.plural} may be at most ${rule.maxBytes / MB} MB`;
  return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message, { code: 'PAYLOAD_TOO_LARGE', details: { [field]: message } });
}
