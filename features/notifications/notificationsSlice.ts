import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppNotification } from '../../src/api/contractShell';
import { loggedOut } from '../session/sessionSlice';

export interface NotificationsState {
  items: AppNotification[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  panelOpen: boolean;
  expanded: boolean;
}

const initialState: NotificationsState = { items: [], status: 'idle', panelOpen: false, expanded: false };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    fetchStarted(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    received(state, action: PayloadAction<AppNotification[]>) {
      state.items = action.payload;
      state.status = 'succeeded';
    },
    fetchFailed(state, _action: PayloadAction<{ message: string }>) {
      if (state.status !== 'succeeded') state.status = 'failed';
    },
    /** The bell was pressed: the panel opens (the saga refetches and marks what is shown as read). */
    panelToggled(state) {
      state.panelOpen = !state.panelOpen;
      if (!state.panelOpen) state.expanded = false;
    },
    panelClosed(state) {
      state.panelOpen = false;
      state.expanded = false;
    },
    /** View All / View Less. */
    expandToggled(state) {
      state.expanded = !state.expanded;
    },
    markedRead(state, action: PayloadAction<{ uuids: string[] }>) {
      const read = new Set(action.payload.uuids);
      for (const item of state.items) if (read.has(item.uuid)) item.read = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { fetchStarted, received, fetchFailed, panelToggled, panelClosed, expandToggled, markedRead } =
  notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
