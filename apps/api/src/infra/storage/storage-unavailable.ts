import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../http/api-error.js';

/**
 * The storage could not be reached or refused us (a bucket outage, wrong credentials, a full disk): the
 * request was fine, so 503 and not a bare 500; the cause is logged where it happened.
 */
export const storageUnavailable = () =>
  new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'File storage is unavailable, please try again in a moment', {
    code: 'STORAGE_UNAVAILABLE',
  });
