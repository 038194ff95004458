import { createParamDecorator } from '@nestjs/common';

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
    .map((part) => part.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''))
    .join('');
}
