import { isFreeTextKey, isSensitiveKey } from './sensitiveKeys';

/**
 * Masks personal data by key. One masker per log or DevTools session: the same value always maps to the same
 * token within it (so two fields can still be told apart in a replay), and the token reveals nothing of the value.
 */
export interface Masker {
  mask(value: unknown): string;
}

export function createMasker(): Masker {
  const tokens = new Map<string, string>();
  return {
    mask(value) {
      const key = typeof value === 'string' ? `s:${value}` : `j:${JSON.stringify(value)}`;
      let token = tokens.get(key);
      if (!token) {
        token = `«masked-${tokens.size + 1}»`;
        tokens.set(key, token);
      }
      return token;
    },
  };
}

/** A deep copy of `value` with every sensitive key's value (at any depth, whole subtree) replaced by a token. */
export function sanitize<T>(value: T, masker: Masker): T {
  return walk(value, masker) as T;
}

function walk(value: unknown, masker: Masker): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, masker));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const masked =
      // A boolean under a personal key (prefilled.email, hasEmailAndPhone) says whether, never what: it stays readable.
      (isSensitiveKey(key) && child !== null && child !== undefined && child !== '' && typeof child !== 'boolean') ||
      (isFreeTextKey(key) && typeof child === 'string' && child !== '');
    out[key] = masked ? masker.mask(child) : walk(child, masker);
  }
  return out;
}
