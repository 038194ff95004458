import {
  applyDecorators,
  HttpStatus,
  Inject,
  Injectable,
  mixin,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { catchError, concatMap, type Observable } from 'rxjs';
import { ApiError } from '../http/api-error.js';
import { closeAfterAnswer } from '../http/unread-body.js';
import type { FileFieldSpecs } from './file-fields.js';
import { removeTempFiles, UPLOAD_TEMP_DIR } from './incoming-files.js';
import { receiveMultipart, type ReceivedFile } from './multipart-receiver.js';

/**
 * Reads `multipart/form-data` into `req.body` (text fields) and `req.files` (one `ReceivedFile` per
 * declared file field, in a temp file), refusing at the first byte over a limit (multipart-receiver.ts).
 * JSON bodies pass through untouched. Guards run before interceptors, so an unauthenticated or
 * foreign-tenant upload is refused before its body is read. Temp files left after the handler (not
 * moved into storage: a validation error, a refused write) are removed before the answer goes out.
 */
function multipartInterceptor(specs: FileFieldSpecs): Type<NestInterceptor> {
  @Injectable()
  class MultipartInterceptor implements NestInterceptor {
    constructor(@Inject(UPLOAD_TEMP_DIR) private readonly tempDir: string) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request & { files?: unknown }>();
      if (!req.is('multipart')) return next.handle();
      if (!req.is('multipart/form-data')) {
        closeAfterAnswer(req, context.switchToHttp().getResponse<Response>());
        throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Multipart bodies must be multipart/form-data', {
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
      let received;
      try {
        received = await receiveMultipart(req, specs, this.tempDir);
      } catch (err) {
        closeAfterAnswer(req, context.switchToHttp().getResponse<Response>());
        throw err;
      }
      req.body = received.fields;
      req.files = received.files;
      const leftovers = () => removeTempFiles(Object.values(received.files).map((file: ReceivedFile) => file.path));
      return next.handle().pipe(
        concatMap(async (answer: unknown) => {
          await leftovers();
          return answer;
        }),
        catchError(async (err: unknown) => {
          await leftovers();
          throw err;
        }),
      );
    }
  }
  return mixin(MultipartInterceptor);
}

/** Route accepts multipart (with these file fields, each held to its kinds' rules) or JSON. */
export const AcceptsMultipart = (specs: FileFieldSpecs) =>
  applyDecorators(ApiConsumes('multipart/form-data', 'application/json'), UseInterceptors(multipartInterceptor(specs)));
