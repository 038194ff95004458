import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { badRequest, validationFailed } from './api-error.js';
import { findInputProblem, textProblem } from './unsafe-input.js';
import { visitorOf } from './visitor.js';

const CHECKED: ReadonlySet<ArgumentMetadata['type']> = new Set(['body', 'query', 'param']);

/**
 * Global pipe, first of all: every body (JSON, urlencoded and multipart text fields alike — pipes run after
 * the upload interceptor), query and path parameter is walked once for text that is not text (NUL, lone
 * surrogates) and for over-deep nesting, and refused with 400 naming the field, before any DTO, service or
 * database sees it.
 */
@Injectable()
export class SafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!CHECKED.has(metadata.type)) return value;
    const found = findInputProblem(value, metadata.data ?? '');
    if (found) throw validationFailed({ [found.field]: `${found.field} ${found.problem}` }, `${found.field} ${found.problem}`);
    return value;
  }
}

/** Request headers the API reads as text; guards read them before any pipe runs, so they are checked here. */
const TEXT_HEADERS = ['X-Tenant-Domain'] as const;

/**
 * Express middleware: the same text rule for the headers we read, and the visitor's host must be one host
 * (`visitorOf`): "a.example, b.example" is refused rather than served as the first store.
 */
export function rejectUnsafeHeaders(req: Request, res: Response, next: NextFunction): void {
  for (const name of TEXT_HEADERS) {
    const value = req.headers[name.toLowerCase()];
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) return next(validationFailed({ [name]: `${name} ${problem}` }, `${name} ${problem}`));
  }
  const { hostProblem } = visitorOf(req);
  if (hostProblem)
    return next(badRequest(`${hostProblem.header} must name one host`, { [hostProblem.header]: hostProblem.problem }, 'INVALID_HOST'));
  next();
}
