import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

/** Where one document's PDF stands. The bytes themselves live in pdfBytes.ts, never here. */
export type PdfLoad =
  /** `url`: where it is being fetched from, so a saga that starts late can pick the fetch up from state. */
  | { status: 'loading'; url: string }
  | { status: 'loaded'; byteLength: number }
  /** `httpStatus`: the platform's answer (401, 403, ...), or null when none came or it was unreadable. */
  | { status: 'failed'; httpStatus: number | null; message: string };

/** By document id. The ids are the platform's document ids, nothing personal. */
export type DocumentPdfsState = Record<string, PdfLoad>;

const initialState: DocumentPdfsState = {};

export const documentPdfsSlice = createSlice({
  name: 'documentPdfs',
  initialState,
  reducers: {
    /** A viewer or a Download button needs the PDF at `url` (the list's pdfUrl), or its Try again was pressed. */
    requested(state, action: PayloadAction<{ id: string; url: string }>) {
      state[action.payload.id] = { status: 'loading', url: action.payload.url };
    },
    loaded(state, action: PayloadAction<{ id: string; byteLength: number }>) {
      state[action.payload.id] = { status: 'loaded', byteLength: action.payload.byteLength };
    },
    failed(state, action: PayloadAction<{ id: string; httpStatus: number | null; message: string }>) {
      const { id, httpStatus, message } = action.payload;
      state[id] = { status: 'failed', httpStatus, message };
    },
    /** The screen showing them was left: the bytes are dropped, and a return visit fetches them again. */
    released(state, action: PayloadAction<{ ids: string[] }>) {
      const gone = new Set(action.payload.ids);
      return Object.fromEntries(Object.entries(state).filter(([id]) => !gone.has(id)));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const documentPdfsActions = documentPdfsSlice.actions;
export const documentPdfsReducer = documentPdfsSlice.reducer;
