/** 001 §2: local and test hosts change behaviour (e.g. digits allowed in last names outside production). */
export type Environment = 'production' | 'test' | 'local';

/** 001 §2: local development and ephemeral test hosts behave differently from production. */
export function environmentOf(hostname: string): Environment {
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost')) return 'local';
  if (hostname.endsWith('.test') || hostname.includes('.ephemeral.')) return 'test';
  return 'production';
}
