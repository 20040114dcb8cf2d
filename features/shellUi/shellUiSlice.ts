import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

export interface ShellUiState {
  /** The screen-reader status message; cleared 300 ms after it is set (001 §4). */
  status: string;
}

const initialState: ShellUiState = { status: '' };

export const shellUiSlice = createSlice({
  name: 'shellUi',
  initialState,
  reducers: {
    statusAnnounced(state, action: PayloadAction<{ message: string }>) {
      state.status = action.payload.message;
    },
    statusCleared(state) {
      state.status = '';
    },
    /** 'Have a question? Chat with us' was pressed: the chat widget opens. */
    chatRequested(_state, _action: PayloadAction<{ source: 'topBar' | 'bottomBar' }>) {},
    /** Logout was pressed in the top bar; the leave-survey saga decides whether the survey comes first. */
    logoutClicked(_state, _action: PayloadAction<{ pathname: string }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { statusAnnounced, statusCleared, chatRequested, logoutClicked } = shellUiSlice.actions;
export const shellUiReducer = shellUiSlice.reducer;
