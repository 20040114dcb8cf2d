/** Thrown by handlers on bad input; the server's error handler answers it as 400 `{ errors }`. */
export class InputError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(', '));
    this.name = 'InputError';
  }
}

/** Raised for a well-formed request that conflicts with stored data (409). */
export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a JSON body field by field, collecting every problem so one 400 lists them all.
 * Each reader returns undefined for an absent field (or a bad one, with the error recorded); `finish()` throws.
 */
export class BodyReader {
  private readonly errors: string[] = [];
  private readonly body: Record<string, unknown>;

  /** A missing body reads as `{}`, so admin calls whose fields are all optional can be sent bare. */
  constructor(input: unknown, allowedFields: readonly string[]) {
    if (input === undefined || input === null) {
      this.body = {};
    } else if (isPlainObject(input)) {
      this.body = input;
      for (const key of Object.keys(input)) {
        if (!allowedFields.includes(key)) this.errors.push(`unknown field: ${key}`);
      }
    } else {
      this.body = {};
      this.errors.push('body must be a JSON object');
    }
  }

  has(field: string): boolean {
    return Object.hasOwn(this.body, field);
  }

  required(field: string): void {
    if (!this.has(field)) this.errors.push(`${field} is required`);
  }

  string(field: string, rule: { pattern?: RegExp; maxLength?: number; expected?: string } = {}): string | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    const { pattern, maxLength = 200, expected = 'a non-empty string' } = rule;
    if (
      typeof value !== 'string' ||
      value.length === 0 ||
      value.length > maxLength ||
      (pattern && !pattern.test(value))
    ) {
      this.errors.push(`${field} must be ${expected}`);
      return undefined;
    }
    return value;
  }

  boolean(field: string): boolean | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') {
      this.errors.push(`${field} must be true or false`);
      return undefined;
    }
    return value;
  }

  integer(field: string, min: number, max: number): number | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.errors.push(`${field} must be an integer from ${min} to ${max}`);
      return undefined;
    }
    return value;
  }

  oneOf<T extends string>(field: string, values: readonly T[]): T | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    const known = values.find((candidate) => candidate === value);
    if (known === undefined) this.errors.push(`${field} must be one of ${values.join(', ')}`);
    return known;
  }

  /** For fields where JSON null is a meaningful value (clearing); absent stays undefined. */
  nullable<T>(field: string, read: (field: string) => T | undefined): T | null | undefined {
    return this.body[field] === null ? null : read(field);
  }

  object(field: string): Record<string, unknown> | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (!isPlainObject(value)) {
      this.errors.push(`${field} must be a JSON object`);
      return undefined;
    }
    return value;
  }

  /** Any JSON value, taken as is. */
  json(field: string): unknown {
    return this.body[field];
  }

  fail(message: string): void {
    this.errors.push(message);
  }

  finish(): void {
    if (this.errors.length > 0) throw new InputError(this.errors);
  }
}
