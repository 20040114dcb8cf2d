import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 001 §8, word for word. */
export const SESSION_RETRIES_FAILED = 'An error occurred while establishing a session, retries failed.';
export const ERROR_FALLBACK_EVENT = 'HELOC: Error Fallback';
export const PAGE_VIEW_EVENT = 'HELOC: Page View';
export const WEB_VITAL_EVENT = 'HELOC: Web Vital';

export type EventPropertyValue = string | number | boolean;

export interface SessionEntry {
  referrer: string;
  search: string;
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
}

export interface TelemetryState {
  /** What the app reported when it opened; kept so the saga finds it whenever it starts. */
  entry: SessionEntry | null;
  /** The session key (001 §3); ids, not personal data. */
  session: { uuid: string; epoch: number; trackerUuid: string } | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: { message: string; status: number } | null;
}

const initialState: TelemetryState = { entry: null, session: null, status: 'idle', error: null };

/** The tracking session is the device's, not the borrower's: it stays through a logout. */
export const telemetrySlice = createSlice({
  name: 'telemetry',
  initialState,
  reducers: {
    /** The app opened: what the session call reports about the screen and the entry (001 §3). */
    sessionStarted(state, action: PayloadAction<SessionEntry>) {
      if (state.entry !== null) return;
      state.entry = action.payload;
      state.status = 'pending';
    },
    sessionEstablished(state, action: PayloadAction<{ uuid: string; epoch: number; trackerUuid: string }>) {
      state.session = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    sessionFailed(state, action: PayloadAction<{ message: string; status: number }>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /**
     * Something worth tracking happened. Properties are plain values and are filtered again before sending; callers
     * never put personal data here.
     */
    eventTracked(
      _state,
      _action: PayloadAction<{
        event: string;
        properties?: Record<string, EventPropertyValue>;
        dontDedupe?: boolean;
        dedupeProperty?: string;
        /**
         * Set for an event about the page, not the borrower (a web vital): it leaves with this route pattern as its
         * path, and without the query, the identity and the application.
         */
        pagePattern?: string;
      }>,
    ) {},
    /**
     * A Core Web Vital measured by the browser (real-user monitoring, src/shell/rum.ts): the metric, its value and
     * rating, and what it is read against: the route pattern the page was opened at (no uuid), the browser engine and
     * the connection type.
     */
    webVitalMeasured(
      _state,
      _action: PayloadAction<{
        name: string;
        value: number;
        rating: string;
        route: string;
        engine: string;
        connection: string;
      }>,
    ) {},
  },
});

export const { sessionStarted, sessionEstablished, sessionFailed, eventTracked, webVitalMeasured } =
  telemetrySlice.actions;
export const telemetryReducer = telemetrySlice.reducer;
