import type { ErrorBody } from './api-error.js';

/** An answer for a database failure the request's input caused. */
export interface InputDatabaseError {
  status: number;
  body: ErrorBody;
}

type Answer = Omit<InputDatabaseError, 'body'> & { message: string; code: string };

const INVALID_VALUE: Answer = { status: 400, message: 'A value in the request is not valid', code: 'INVALID_VALUE' };
const TOO_LONG: Answer = { status: 400, message: 'A value in the request is too long', code: 'VALUE_TOO_LONG' };
const OUT_OF_RANGE: Answer = { status: 400, message: 'A number or date in the request is out of range', code: 'VALUE_OUT_OF_RANGE' };
const TOO_LARGE: Answer = { status: 400, message: 'A value in the request is too large to store', code: 'VALUE_TOO_LARGE' };
const TAKEN: Answer = { status: 409, message: 'This value is already in use', code: 'ALREADY_EXISTS' };
const REFERENCE: Answer = {
  status: 409,
  message: 'The request refers to a record that does not exist or is still in use',
  code: 'REFERENCE_CONFLICT',
};
const NOT_FOUND: Answer = { status: 404, message: 'Record not found', code: 'NOT_FOUND' };
const MISSING: Answer = { status: 400, message: 'A required value is missing', code: 'VALUE_REQUIRED' };
const RETRY: Answer = { status: 409, message: 'The record was changed at the same time; please try again', code: 'WRITE_CONFLICT' };

/** Prisma's known request errors that input causes (https://www.prisma.io/docs/orm/reference/error-reference). */
const BY_PRISMA_CODE: Record<string, Answer> = {
  P2000: TOO_LONG,
  P2001: NOT_FOUND,
  P2002: TAKEN,
  P2003: REFERENCE,
  P2004: INVALID_VALUE,
  P2005: INVALID_VALUE,
  P2006: INVALID_VALUE,
  P2007: INVALID_VALUE,
  P2011: MISSING,
  P2014: REFERENCE,
  P2015: NOT_FOUND,
  P2018: NOT_FOUND,
  P2019: INVALID_VALUE,
  P2020: OUT_OF_RANGE,
  P2023: INVALID_VALUE,
  P2025: NOT_FOUND,
  P2033: OUT_OF_RANGE,
  P2034: RETRY,
};

/** PostgreSQL SQLSTATEs that input causes; whole classes 22 (data exception) and 23 (integrity) included. */
const BY_SQLSTATE: Record<string, Answer> = {
  '22001': TOO_LONG, // string data right truncation
  '22003': OUT_OF_RANGE, // numeric value out of range
  '22008': OUT_OF_RANGE, // datetime field overflow
  '22P02': INVALID_VALUE, // invalid text representation
  '22021': INVALID_VALUE, // invalid byte sequence (NUL in text)
  '23502': MISSING,
  '23503': REFERENCE,
  '23505': TAKEN,
  '40001': RETRY,
  '40P01': RETRY,
  '54000': TOO_LARGE, // program limit exceeded (e.g. an index row too large)
  '54001': TOO_LARGE, // statement too complex
};

const BY_ADAPTER_KIND: Record<string, Answer> = {
  LengthMismatch: TOO_LONG,
  ValueOutOfRange: OUT_OF_RANGE,
  InvalidInputValue: INVALID_VALUE,
  UniqueConstraintViolation: TAKEN,
  NullConstraintViolation: MISSING,
  ForeignKeyConstraintViolation: REFERENCE,
  RestrictViolation: REFERENCE,
  TransactionWriteConflict: RETRY,
};

function bySqlState(code: unknown): Answer | undefined {
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return BY_SQLSTATE[code] ?? (code.startsWith('22') ? INVALID_VALUE : code.startsWith('23') ? REFERENCE : undefined);
}

/** The driver adapter's error (`DriverAdapterError { cause: { kind, originalCode } }`), raw or inside a Prisma error. */
function byAdapterError(err: unknown): Answer | undefined {
  const cause = (err as { cause?: { kind?: unknown; originalCode?: unknown; code?: unknown } } | undefined)?.cause;
  if (!cause || typeof cause !== 'object') return undefined;
  return (
    bySqlState(cause.originalCode) ?? bySqlState(cause.code) ?? (typeof cause.kind === 'string' ? BY_ADAPTER_KIND[cause.kind] : undefined)
  );
}

/** Unique/FK violations name the columns: details say which field is taken or refers to nothing. */
function fieldsOf(err: unknown): string[] {
  const meta = (err as { meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: unknown } } } } }).meta;
  const fields = meta?.driverAdapterError?.cause?.constraint?.fields ?? meta?.target;
  return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string' && f !== 'tenant_id') : [];
}

/**
 * A database failure that the request's input caused (a unique value taken, a record gone, text PostgreSQL
 * cannot store, a number out of range, …) as a 4xx answer; `null` for anything else (our bug → 500).
 * The answer never carries the driver's message: it may quote SQL or other tenants' values.
 */
export function inputDatabaseError(err: unknown): InputDatabaseError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { name?: unknown; code?: unknown; meta?: { driverAdapterError?: unknown }; severity?: unknown };
  let answer: Answer | undefined;
  if (typeof e.code === 'string' && /^P\d{4}$/.test(e.code)) {
    // Raw-query (P2010) and generic database (P2039) errors wrap the driver's SQLSTATE.
    answer = BY_PRISMA_CODE[e.code] ?? byAdapterError(e.meta?.driverAdapterError);
  } else if (e.name === 'DriverAdapterError') {
    answer = byAdapterError(err);
  } else if (typeof e.severity === 'string') {
    answer = bySqlState(e.code); // node-postgres DatabaseError
  }
  if (!answer) return null;
  const fields = fieldsOf(err);
  const details =
    fields.length && (answer === TAKEN || answer === REFERENCE) ? Object.fromEntries(fields.map((f) => [f, answer.message])) : undefined;
  return { status: answer.status, body: { message: answer.message, code: answer.code, ...(details ? { details } : {}) } };
}
