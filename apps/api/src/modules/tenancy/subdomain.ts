import { registerDecorator, type ValidationArguments } from 'class-validator';
import { subdomainProblem } from '@ds/shared';

export function normaliseSubdomain(value: string): string {
  return value.trim().toLowerCase();
}

/** class-validator decorator applying the subdomain rules (`@ds/shared`), so every field error comes back at once. */
export function IsAllowedSubdomain(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAllowedSubdomain',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && subdomainProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' ? (subdomainProblem(args.value) ?? '') : 'Subdomain is required',
      },
    });
}
