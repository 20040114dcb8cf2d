import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';
import type { LastSeen, SeenProgress } from './lastSeen';

/**
 * Issue 47: the app on the device. What the borrower last saw of their application, restored from the device for the
 * offline page (features/offline/lastSeen.ts says what is kept), and whether a new version of the app waits.
 */
export interface OfflineState {
  lastSeen: LastSeen | null;
  /**
   * 'waiting': a new build's service worker is installed and waits, not yet said (the screen in use is never moved
   * under the borrower); 'ready': said, at the borrower's next screen, until their "Reload".
   */
  update: 'current' | 'waiting' | 'ready' | 'reloading';
}

const initialState: OfflineState = { lastSeen: null, update: 'current' };

/** The application frame showed the borrower this progress (stage, steps, dates); the offline saga keeps it. */
export const progressShown = createAction<{ progress: SeenProgress }>('offline/progressShown');

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    /** The device's copy of what this borrower last saw, read at the area's start for this session. */
    lastSeenRestored(state, action: PayloadAction<{ lastSeen: LastSeen }>) {
      state.lastSeen = action.payload.lastSeen;
    },
    /** A new build's service worker is installed and waiting (src/boot/appWorker.ts). */
    updateWaiting(state) {
      if (state.update === 'current') state.update = 'waiting';
    },
    /** The borrower moved to another screen: the new version is offered on it (sagas/serviceWorkerSaga.ts). */
    updateOffered(state) {
      if (state.update === 'waiting') state.update = 'ready';
    },
    /** The borrower chose "Reload": the waiting worker takes over, then the page reloads. */
    reloadRequested(state) {
      state.update = 'reloading';
    },
  },
  extraReducers: (builder) => {
    // Nothing of a borrower outlives their session, in state or on the device (sagas/deviceData.ts).
    builder.addCase(loggedOut, (state) => {
      state.lastSeen = null;
    });
  },
});

export const { lastSeenRestored, updateWaiting, updateOffered, reloadRequested } = offlineSlice.actions;
export const offlineReducer = offlineSlice.reducer;

/** The last-seen copy, only for the application at this URL. */
export const selectLastSeenOf =
  (uuid: string) =>
  (state: { offline: OfflineState }): LastSeen | null =>
    state.offline.lastSeen?.uuid === uuid ? state.offline.lastSeen : null;

export const selectUpdateReady = (state: { offline: OfflineState }): boolean =>
  state.offline.update === 'ready' || state.offline.update === 'reloading';

/** Issue 47: the new-version notice (ours; no spec text exists). */
export const UPDATE_READY_TEXT = 'A new version is ready.';
export const UPDATE_RELOAD_TEXT = 'Reload';
