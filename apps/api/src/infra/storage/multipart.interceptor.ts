import { applyDecorators, HttpException, HttpStatus, Injectable, mixin, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { ApiError, badRequest } from '../http/api-error.js';
import { MAX_UPLOAD_BYTES } from './upload-policy.js';

/**
 * Parses `multipart/form-data` into `req.body` (text fields) and `req.files` (file parts, in memory),
 * accepting file parts only under `fileFields` (one each) and at most 100 MB each. JSON bodies pass
 * through untouched. Multer's errors are answered in the one error shape.
 */
export function multipartInterceptor(fileFields: readonly string[]): Type<NestInterceptor> {
  const Multer = FileFieldsInterceptor(
    fileFields.map((name) => ({ name, maxCount: 1 })),
    { limits: { fileSize: MAX_UPLOAD_BYTES, files: Math.max(fileFields.length, 1), fields: 200, fieldSize: 1024 * 1024 } },
  );

  @Injectable()
  class MultipartInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return (await this.multer.intercept(context, next)) as Observable<unknown>;
      } catch (err) {
        throw toUploadError(err);
      }
    }
  }
  return mixin(MultipartInterceptor);
}

function toUploadError(err: unknown): unknown {
  if (!(err instanceof HttpException) || err instanceof ApiError) return err;
  const cause = (err as { cause?: { code?: unknown; field?: unknown } }).cause;
  const field = typeof cause?.field === 'string' ? cause.field : undefined;
  switch (cause?.code) {
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(`Unexpected file field "${field ?? '?'}"`, field ? { [field]: 'This field does not take a file (or takes only one)' } : undefined, 'UNEXPECTED_FILE_FIELD');
    case 'LIMIT_FILE_SIZE': {
      const message = `File too large: uploads may be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;
      return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message, { code: 'PAYLOAD_TOO_LARGE', details: field ? { [field]: message } : undefined });
    }
    default:
      return new ApiError(err.getStatus(), err.message, { code: err.getStatus() === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INVALID_MULTIPART' });
  }
}

/** Route accepts multipart (with these file fields) or JSON. */
export const AcceptsMultipart = (fileFields: readonly string[]) =>
  applyDecorators(ApiConsumes('multipart/form-data', 'application/json'), UseInterceptors(multipartInterceptor(fileFields)));
