import { createMigrate, type PersistedState } from 'redux-persist';
import {
  PRE_AUTH_VERSION,
  preAuthMigrations,
  registrationMigrations,
  REGISTRATION_VERSION,
} from '../../store/persistence';
import { EMPTY_DRAFT } from '../../features/registration/types';

describe('persisted state migrations', () => {
  test('pre-auth version 1 (form) becomes version 2 (draft) with every field present', async () => {
    const v1 = {
      nonce: 'n-1',
      form: { email: 'a@example.com', firstName: 'Ada' },
      savedAt: 5,
      _persist: { version: 1, rehydrated: false },
    };
    const migrated = (await createMigrate(preAuthMigrations)(v1, PRE_AUTH_VERSION)) as unknown as Record<
      string,
      unknown
    >;
    expect(migrated.nonce).toBe('n-1');
    expect(migrated.form).toBeUndefined();
    expect(migrated.draft).toEqual({ ...EMPTY_DRAFT, email: 'a@example.com', firstName: 'Ada' });
  });

  test('a version 1 pre-auth state without a form keeps no draft', async () => {
    const v1 = { nonce: null, savedAt: null, _persist: { version: 1, rehydrated: false } };
    const migrated = (await createMigrate(preAuthMigrations)(v1, PRE_AUTH_VERSION)) as unknown as Record<
      string,
      unknown
    >;
    expect(migrated.draft).toBeNull();
  });

  test('pre-auth version 2 becomes version 3 with no language chosen yet (issue 19)', async () => {
    const v2 = { nonce: 'n-2', draft: EMPTY_DRAFT, savedAt: 7, _persist: { version: 2, rehydrated: false } };
    const migrated = (await createMigrate(preAuthMigrations)(v2, PRE_AUTH_VERSION)) as unknown as Record<
      string,
      unknown
    >;
    expect(migrated).toMatchObject({ nonce: 'n-2', draft: EMPTY_DRAFT, savedAt: 7, locale: null });
  });

  test('the current versions pass through unchanged', async () => {
    const current = {
      nonce: 'n',
      draft: EMPTY_DRAFT,
      savedAt: 1,
      _persist: { version: PRE_AUTH_VERSION, rehydrated: false },
    };
    expect(await createMigrate(preAuthMigrations)(current as unknown as PersistedState, PRE_AUTH_VERSION)).toEqual(
      current,
    );
    const registration = { draft: EMPTY_DRAFT, _persist: { version: REGISTRATION_VERSION, rehydrated: false } };
    expect(
      await createMigrate(registrationMigrations)(registration as unknown as PersistedState, REGISTRATION_VERSION),
    ).toEqual(registration);
  });
});
