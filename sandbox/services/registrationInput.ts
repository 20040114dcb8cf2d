import type { FastifyRequest } from 'fastify';
import { ORG_HEADER } from '../contract';
import { isUsState } from '../usStates';
import { BodyReader, InputError } from '../validation';

/** Readers for the registration calls' bodies, on top of BodyReader, with the formats docs/sandbox.md gives. */

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ZIP = /^\d{5}$/;
const STATE = /^[A-Z]{2}$/;
/** 001 §5 names: letters, hyphen, apostrophe, space (digits in last names are allowed outside production). */
const FIRST_NAME = /^[A-Za-z][A-Za-z' -]*[A-Za-z.]?$/;
const LAST_NAME = /^[A-Za-z0-9][A-Za-z0-9' -]*[A-Za-z0-9.]?$/;
export const SUFFIXES = ['N/A', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V'] as const;
/** 001 §5 password: 12+ characters with upper, lower, digit and one of !@#$%^&*. */
const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*]).{12,128}$/;
export const WEAK_PASSWORD_MESSAGE = 'Password is not strong enough';

/** Ten digits, with or without formatting or a leading 1 / +1; stored as the app shows it, (xxx) xxx-xxxx. */
export function normalizePhone(value: string): string | undefined {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || !/^[\d\s().+-]+$/.test(value)) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function requiredText(reader: BodyReader, field: string, maxLength = 200): string | undefined {
  reader.required(field);
  return reader.string(field, { maxLength });
}

/** An optional text that may also arrive empty or null (the app sends '' for fields left blank). */
export function optionalText(reader: BodyReader, field: string, maxLength = 200): string | undefined {
  const value = reader.json(field);
  if (value === '' || value === null) return undefined;
  return reader.string(field, { maxLength });
}

export function requiredEmail(reader: BodyReader, field = 'email'): string | undefined {
  reader.required(field);
  return reader.string(field, { pattern: EMAIL, maxLength: 254, expected: 'an email address' });
}

export function requiredPhone(reader: BodyReader, field: string): string | undefined {
  reader.required(field);
  const value = reader.string(field, { maxLength: 20, expected: 'a phone number' });
  if (value === undefined) return undefined;
  const phone = normalizePhone(value);
  if (phone === undefined) reader.fail(`${field} must be a 10-digit US phone number`);
  return phone;
}

export function requiredPassword(reader: BodyReader, field = 'password'): string | undefined {
  reader.required(field);
  const value = reader.string(field, { maxLength: 128, expected: 'a password' });
  if (value !== undefined && !STRONG_PASSWORD.test(value)) {
    reader.fail(WEAK_PASSWORD_MESSAGE);
    return undefined;
  }
  return value;
}

export function requiredState(reader: BodyReader, field = 'state'): string | undefined {
  reader.required(field);
  const state = reader.string(field, { pattern: STATE, maxLength: 2, expected: 'a two-letter US state code' });
  if (state !== undefined && !isUsState(state)) {
    reader.fail(`${field} must be a US state code`);
    return undefined;
  }
  return state;
}

export function requiredZip(reader: BodyReader, field = 'zip'): string | undefined {
  reader.required(field);
  return reader.string(field, { pattern: ZIP, maxLength: 5, expected: 'a 5-digit ZIP code' });
}

/** yyyy-MM-dd naming a real day. */
export function requiredDate(reader: BodyReader, field: string): string | undefined {
  reader.required(field);
  const value = reader.string(field, { pattern: ISO_DATE, maxLength: 10, expected: 'a date yyyy-MM-dd' });
  if (value !== undefined && !isRealDate(value)) {
    reader.fail(`${field} must be a real date`);
    return undefined;
  }
  return value;
}

export function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** Whole years from `dobIso` to `now`. */
export function ageOn(dobIso: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = dobIso.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function requiredFirstName(reader: BodyReader, field = 'firstName'): string | undefined {
  const value = requiredText(reader, field, 100)?.trim();
  if (value !== undefined && (value.length < 2 || !FIRST_NAME.test(value))) {
    reader.fail(`${field} must be at least 2 letters (letters, hyphens, apostrophes and spaces)`);
    return undefined;
  }
  return value;
}

export function requiredLastName(reader: BodyReader, field = 'lastName'): string | undefined {
  const value = requiredText(reader, field, 100)?.trim();
  if (value !== undefined && (value.length < 2 || !LAST_NAME.test(value))) {
    reader.fail(`${field} must be at least 2 characters (letters, digits, hyphens, apostrophes and spaces)`);
    return undefined;
  }
  return value;
}

/** '' for none; N/A, the blank choice of the form, also means none. */
export function optionalSuffix(reader: BodyReader, field = 'suffix'): string | undefined {
  const value = optionalText(reader, field, 5);
  if (value === undefined) return '';
  const known = SUFFIXES.find((suffix) => suffix === value.toUpperCase());
  if (known === undefined) {
    reader.fail(`${field} must be one of ${SUFFIXES.join(', ')}`);
    return undefined;
  }
  return known === 'N/A' ? '' : known;
}

/** A number of dollars from 0 to `max`. */
export function requiredAmount(reader: BodyReader, field: string, max: number): number | undefined {
  reader.required(field);
  const value = reader.json(field);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    reader.fail(`${field} must be a number from 0 to ${max}`);
    return undefined;
  }
  return value;
}

export function requiredBoolean(reader: BodyReader, field: string): boolean | undefined {
  reader.required(field);
  return reader.boolean(field);
}

/**
 * Reads a nested object with its own reader; its problems are reported under `field.` in the outer reader's list.
 * Undefined when the field is absent (or null, when `nullable`) or has problems.
 */
export function readNested<T>(
  reader: BodyReader,
  field: string,
  allowed: readonly string[],
  read: (inner: BodyReader) => T,
  options: { required?: boolean; nullable?: boolean } = {},
): T | undefined {
  if (options.required) reader.required(field);
  const value = reader.json(field);
  if (value === undefined || (options.nullable && value === null)) return undefined;
  return readObject(reader, field, value, allowed, read);
}

/** readNested for a value that is not a field of the outer body, such as a list entry labelled `list[0]`. */
export function readObject<T>(
  reader: BodyReader,
  label: string,
  value: unknown,
  allowed: readonly string[],
  read: (inner: BodyReader) => T,
): T | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reader.fail(`${label} must be a JSON object`);
    return undefined;
  }
  const inner = new BodyReader(value, allowed);
  const result = read(inner);
  try {
    inner.finish();
    return result;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    for (const message of error.errors) {
      const unknown = /^unknown field: (.*)$/.exec(message);
      reader.fail(unknown ? `unknown field: ${label}.${unknown[1] ?? ''}` : `${label}.${message}`);
    }
    return undefined;
  }
}

/** A JSON list of objects, each read by `read`; undefined when absent or when any entry has problems. */
export function readList<T>(
  reader: BodyReader,
  field: string,
  allowed: readonly string[],
  read: (inner: BodyReader) => T | undefined,
  limits: { min: number; max: number; required?: boolean },
): T[] | undefined {
  if (limits.required) reader.required(field);
  const value = reader.json(field);
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length < limits.min || value.length > limits.max) {
    reader.fail(`${field} must be a list of ${limits.min} to ${limits.max} entries`);
    return undefined;
  }
  const entries = value.map((entry: unknown, index) => readObject(reader, `${field}[${index}]`, entry, allowed, read));
  return entries.every((entry): entry is T => entry !== undefined) ? entries : undefined;
}

/** A string-to-string map such as utm parameters or query parameters. */
export function optionalStringMap(reader: BodyReader, field: string): Record<string, string> | undefined {
  const value = reader.object(field);
  if (value === undefined) return undefined;
  const entries = Object.entries(value);
  if (entries.length > 50 || entries.some(([, entry]) => typeof entry !== 'string' || entry.length > 500)) {
    reader.fail(`${field} must map names to strings`);
    return undefined;
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** One query parameter as a single string: a repeated one counts as its first value. */
export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = new URL(request.url, 'http://sandbox.invalid').searchParams.get(name);
  return value ?? undefined;
}

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The organisation a public call names: its `x-org` header. */
export const orgHeader = (request: FastifyRequest): string | undefined => headerValue(request, ORG_HEADER);

/** The email's local part, lower case and without a +tag: what the magic emails are matched on. */
export function magicLocalPart(email: string): string {
  const local = email.split('@', 1)[0] ?? '';
  return local.toLowerCase().split('+', 1)[0] ?? '';
}
