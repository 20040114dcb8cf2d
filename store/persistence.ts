import { createMigrate, type MigrationManifest, type PersistConfig, type Storage } from 'redux-persist';
import type { RootState } from './store';

/**
 * Version of the persisted shape. Bump it with a numbered migration below whenever a persisted slice changes shape,
 * and add a test for the step (test/store/persistence.test.ts).
 */
export const PERSIST_VERSION = 1;

export const migrations: MigrationManifest = {
  // Version 1 is the first persisted shape; earlier states (none shipped) are dropped.
  1: () => undefined,
};

/** Only the slices named here survive a reload; later features add theirs (the pre-auth registration state). */
export const PERSISTED_SLICES: (keyof RootState)[] = [];

export const createPersistConfig = (storage: Storage): PersistConfig<RootState> => ({
  key: 'heloc',
  version: PERSIST_VERSION,
  storage,
  whitelist: PERSISTED_SLICES,
  migrate: createMigrate(migrations, { debug: false }),
});
