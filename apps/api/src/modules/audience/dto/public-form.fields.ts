import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { RequiredText } from '../../../infra/http/form-values.js';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EmailAddress } from '../../../infra/http/email-address.js';

/** Visitor input is plain text: trimmed, control characters removed. It is never rendered as markup. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const cleanText = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '').trim() : value;

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'visitor@example.com' }),
    IsNotEmpty({ message: 'Email is required' }),
    EmailAddress('Please enter a valid email address'),
  );

/** A required visitor text field: the shared required-text rules, with control characters removed too. */
export const TextField = (label: string, max: number) => applyDecorators(Transform(cleanText), RequiredText(label, max));

export const OptionalTextField = (label: string, max: number) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max }),
    IsOptional(),
    Transform(cleanText),
    IsString(),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

/** Honeypot: a field people never see. Anything in it means a bot; it is answered as usual, then dropped. */
export const HoneypotField = () =>
  applyDecorators(ApiPropertyOptional({ description: 'Leave empty (spam trap)' }), IsOptional(), IsString(), MaxLength(500));

/** The storefront path a form was on (consent evidence): a path, not a URL, at most 300 characters. */
export const PageField = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: 300, example: '/newsletters', description: 'Path of the storefront page the form is on' }),
    IsOptional(),
    IsString({ message: 'page must be a path' }),
    MaxLength(300, { message: 'page must be at most 300 characters' }),
    Matches(/^\/[^\s]*$/, { message: 'page must be a path starting with /' }),
  );
