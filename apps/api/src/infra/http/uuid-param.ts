import { Param, ParseUUIDPipe } from '@nestjs/common';
import { notFound } from './api-error.js';

/** A UUID path parameter; a value that cannot be an id is answered like a missing record (404). */
export const UuidParam = (name: string, message: string, code: string) =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => notFound(message, code) }));
