import { applyDecorators, createParamDecorator, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

/** Applies `decorator` only when `condition` holds (route features a definition switches on). */
export function onlyIf(condition: boolean, decorator: MethodDecorator): MethodDecorator {
  return condition ? decorator : () => undefined;
}

/** A parameter that is always `undefined` (the parent id of a resource that has no parent). */
export const AbsentParam = createParamDecorator((): undefined => undefined);

/** `blogs/:blogId/banners` → `BlogsBanners`, for readable class names in logs and OpenAPI ids. */
export function pascalName(path: string): string {
  return path
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .map((part) =>
      part
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(''),
    )
    .join('');
}

/**
 * Documents a generic route's answer: one `view` or a list of them, bare or wrapped as `{ data }` (the
 * definition's `wrapData`), as 200 or (`created`) 201.
 */
export function AnswersWith(view: Type<unknown>, options: { list?: boolean; wrapData?: boolean; created?: boolean } = {}): MethodDecorator {
  const Response = options.created ? ApiCreatedResponse : ApiOkResponse;
  if (!options.wrapData) return Response({ type: view, isArray: options.list ?? false });
  const item = { $ref: getSchemaPath(view) };
  const data = options.list ? { type: 'array' as const, items: item } : item;
  return applyDecorators(ApiExtraModels(view), Response({ schema: { type: 'object', required: ['data'], properties: { data } } }));
}
