import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { AllExceptionsFilter } from '../../infra/http/all-exceptions.filter.js';

/**
 * Settings failures carry their field problems twice: `details` (the one error shape) and an `errors`
 * list, which the settings screen shows as validation errors (docs/product.md#validation: the server's `errors`
 * list"). Everything else is answered by the global filter as usual.
 */
@Catch()
export class SettingsErrorsFilter implements ExceptionFilter {
  private readonly fallback = new AllExceptionsFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    if (exception instanceof HttpException && [400, 409, 413].includes(exception.getStatus())) {
      const body = exception.getResponse() as { message?: unknown; details?: unknown };
      if (
        typeof body === 'object' &&
        body !== null &&
        typeof body.message === 'string' &&
        typeof body.details === 'object' &&
        body.details !== null
      ) {
        const errors = Object.entries(body.details as Record<string, unknown>).map(([field, message]) => ({
          field,
          message: String(message),
        }));
        host
          .switchToHttp()
          .getResponse<Response>()
          .status(exception.getStatus())
          .json({ ...body, errors });
        return;
      }
    }
    this.fallback.catch(exception, host);
  }
}
