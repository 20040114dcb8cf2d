import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
  type Storage,
} from 'redux-persist';
import type { PreAuthState } from '../features/registration/preAuthSlice';
import type { RegistrationState } from '../features/registration/registrationSlice';
import { EMPTY_DRAFT } from '../features/registration/draft';

/**
 * Only two slices survive a reload (DESIGN.md): the pre-auth state in local storage (nonce-guarded, across the
 * authentication redirect) and the in-progress registration in session storage (a reload of the same tab keeps what
 * the borrower typed). Each has a version and numbered migrations; bump the version with a new step and test it
 * (test/store/persistence.test.ts).
 */
export const PRE_AUTH_VERSION = 3;
export const REGISTRATION_VERSION = 1;

type Persisted<T> = Partial<T> & PersistedState;

/** Version 1 kept the draft under `form`; version 2 names it `draft` and fills fields added since with blanks. */
export const preAuthMigrations: MigrationManifest = {
  2: (state) => {
    if (!state) return state;
    const old = state as Persisted<PreAuthState> & { form?: Partial<PreAuthState['draft']> };
    const { form, ...rest } = old;
    return {
      ...rest,
      draft: form || old.draft ? { ...EMPTY_DRAFT, ...(old.draft ?? {}), ...(form ?? {}) } : null,
    } as PersistedState;
  },
  /** Version 3 keeps the borrower's language (issue 19); nobody had chosen one before. */
  3: (state) => (state ? ({ ...state, locale: null } as PersistedState) : state),
};

export const registrationMigrations: MigrationManifest = {
  1: (state) => state,
};

/** Statuses and platform answers are fetched again; only what the borrower entered and where they came from persists. */
const REGISTRATION_TRANSIENT: (keyof RegistrationState)[] = [
  'errors',
  'suggestions',
  'submit',
  'eligibility',
  'processing',
  'activeApplicationOrganizations',
  'canStartAfter',
];

export const PERSISTED_KEYS = ['preAuth', 'registration'] as const;

export const preAuthPersistConfig = (storage: Storage): PersistConfig<PreAuthState> => ({
  key: 'preAuth',
  version: PRE_AUTH_VERSION,
  storage,
  migrate: createMigrate(preAuthMigrations, { debug: false }),
});

export const registrationPersistConfig = (storage: Storage): PersistConfig<RegistrationState> => ({
  key: 'registration',
  version: REGISTRATION_VERSION,
  storage,
  blacklist: REGISTRATION_TRANSIENT,
  migrate: createMigrate(registrationMigrations, { debug: false }),
});
