import { Int, Nested, OpenObject, Text } from './answer-properties.js';

/**
 * The one error body every failure has (`ErrorBody` in api-error.ts). Described once; every operation's
 * error answers reference it (see openapi-document.ts).
 */
export class ErrorAnswer {
  @Text({ description: 'What went wrong, in words a person can read' })
  message!: string;

  @Text({ optional: true, description: 'Machine-readable reason, e.g. STORE_NOT_FOUND, VALIDATION_FAILED' })
  code?: string;

  @OpenObject({ optional: true, description: 'Validation failures: field → what is wrong with it; otherwise extra facts' })
  details?: Record<string, unknown>;
}

export class FieldError {
  @Text() field!: string;
  @Text() message!: string;
}

/** Settings failures (docs/product.md#validation): the error body plus its field problems as an `errors` list. */
export class SettingsErrorAnswer extends ErrorAnswer {
  @Nested(() => FieldError, { list: true, optional: true })
  errors?: FieldError[];
}

/** `{ message }`: deletes, password emails, public forms. */
export class MessageAnswer {
  @Text() message!: string;
}

/** Paging of admin lists; `limit` is null when the whole list was asked for. */
export class Pagination {
  @Int() page!: number;
  @Int({ nullable: true }) limit!: number | null;
  @Int() total!: number;
}
