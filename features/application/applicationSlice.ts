import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationStatus, HelocApplication, Profile } from '../../src/api/contract';
import type { ApplicationTimeline } from '../../src/api/contractTimeline';
import type { ScreenData } from '../offline/screenCopy';
import { locationChanged } from '../navigation/navigationSlice';
import { loggedOut } from '../session/sessionSlice';
import type { RouteDecision } from './routing/routeApplication';
import type { PollReason } from './routing/statusClasses';

/** What a return visit paints first (issue 47): the device's copy of the screen last seen, less what it never keeps. */
export interface RestoredScreen {
  application: HelocApplication;
  timeline: ApplicationTimeline | null;
  data: ScreenData;
}

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type PollPhase = 'idle' | 'polling' | 'exhausted';

export interface ApplicationState {
  uuid: string | null;
  /**
   * Whether the borrower is in the area now (areaEntered, until areaLeft or a logout). The application-area sagas load
   * on demand and read it when they start, since an areaLeft dispatched while they download is not replayed.
   */
  inArea: boolean;
  application: HelocApplication | null;
  profile: Profile | null;
  load: LoadStatus;
  /** Why the application could not be loaded, in words the borrower may read (000 §8); shown in place (issue 17). */
  loadError: string | null;
  /** The status the app last routed on ("remembered status", 000 §4.2); reset by a back navigation. */
  rememberedStatus: string | null;
  decision: RouteDecision | null;
  poll: { phase: PollPhase; reason: PollReason | null; attempt: number };
  /** The furthest progress-bar step routed to in this visit: the sidebar never moves back (issue 15). */
  furthestStep: number;
  /** Issue 37: the platform's road to funding for this application (sagas/timelineSaga.ts); null until read. */
  timeline: ApplicationTimeline | null;
  /** Issue 47: the status of the screen painted from the device, until the platform's answer replaces it. */
  restoredStatus: string | null;
  /** Issue 47: that answer's status differed, so the borrower was moved on from what they last saw; told once. */
  movedOnSinceLastVisit: boolean;
  /**
   * Decision 424: the platform could not be read after a screen was painted from the device; that screen stays up with
   * what the borrower typed, and says it is not up to date, until a read succeeds.
   */
  restoredNotUpdated: boolean;
  /** When a read asked for again from that screen failed too (ISO date-time): the notice says so (decision 427). */
  readAgainFailedAt: string | null;
}

const initialState: ApplicationState = {
  uuid: null,
  inArea: false,
  application: null,
  profile: null,
  load: 'idle',
  loadError: null,
  rememberedStatus: null,
  decision: null,
  poll: { phase: 'idle', reason: null, attempt: 0 },
  furthestStep: 0,
  timeline: null,
  restoredStatus: null,
  movedOnSinceLastVisit: false,
  restoredNotUpdated: false,
  readAgainFailedAt: null,
};

export type LoadFailure =
  'missingProfile' | 'missingApplication' | 'inquiry' | 'coDeeder' | 'unauthenticated' | 'error';

export const applicationSlice = createSlice({
  name: 'application',
  initialState,
  reducers: {
    /** The borrower opened /account/heloc/{uuid} or a screen under it. */
    areaEntered(state, action: PayloadAction<{ uuid: string }>) {
      if (state.uuid !== action.payload.uuid)
        return { ...initialState, uuid: action.payload.uuid, inArea: true, load: 'loading' };
      state.inArea = true;
      state.load = 'loading';
      state.loadError = null;
      state.restoredStatus = null;
      state.movedOnSinceLastVisit = false;
      state.restoredNotUpdated = false;
      state.readAgainFailedAt = null;
      return undefined;
    },
    /** The borrower left the application area: polling stops. */
    areaLeft(state) {
      state.inArea = false;
      state.poll = initialState.poll;
    },
    loaded(state, action: PayloadAction<{ profile: Profile; application: HelocApplication }>) {
      const { checklistStatus } = action.payload.application.status;
      if (state.restoredStatus !== null && state.restoredStatus !== checklistStatus) state.movedOnSinceLastVisit = true;
      state.restoredStatus = null;
      state.restoredNotUpdated = false;
      state.readAgainFailedAt = null;
      state.profile = action.payload.profile;
      state.application = action.payload.application;
      state.load = 'succeeded';
    },
    loadFailed(state, action: PayloadAction<{ failure: LoadFailure; message: string }>) {
      state.load = 'failed';
      // Only a failure the borrower can retry is shown here; the others send them on (login, dashboard).
      state.loadError = action.payload.failure === 'error' ? action.payload.message : null;
    },
    /**
     * Decision 424: the platform's read failed after its retries (not signed out, not "not found") while the screen
     * painted from the device was up. It stays up, not the load-error view, so nothing typed on it is lost.
     */
    restoredReadFailed(state, action: PayloadAction<{ at: string }>) {
      state.load = 'failed';
      // Already not up to date: this was a read asked for again (Try again, or the connection back), failed too.
      if (state.restoredNotUpdated) state.readAgainFailedAt = action.payload.at;
      state.restoredNotUpdated = true;
    },
    /** The borrower asked for the application again from that screen, or the connection came back (offlineSaga). */
    readAgainRequested(state) {
      state.load = 'loading';
    },
    /**
     * A screen finished its part and waits for the platform to move the status on (000 §4.2, 7 retries). `from` is
     * the status the borrower waits to leave when the screen knows it (signing/additional waits to leave CO_DEED_REQ,
     * even after a reload that found the status already past it); else the last routed status.
     */
    statusChangeAwaited: {
      reducer(_state, _action: PayloadAction<{ from: string | null }>) {},
      prepare: (from?: string) => ({ payload: { from: from ?? null } }),
    },
    /**
     * The platform refused a write of `step` because the application moved on (a 409, or an answer that its status no
     * longer allows the step; issue 33): the saga reads the status again and routes by it (000 §4.2).
     */
    writeRefused(_state, _action: PayloadAction<{ step: string }>) {},
    pollStarted(state, action: PayloadAction<{ reason: PollReason; retries: number }>) {
      state.poll = { phase: 'polling', reason: action.payload.reason, attempt: 0 };
    },
    pollTicked(state, action: PayloadAction<{ attempt: number; delayMs: number }>) {
      state.poll.attempt = action.payload.attempt;
    },
    statusReceived(state, action: PayloadAction<ApplicationStatus>) {
      if (state.application) state.application.status = action.payload;
    },
    pollStopped(state) {
      state.poll = initialState.poll;
    },
    /** The retry limit ran out; the poll exits with GEN_NOTE_SIGNING or UNKNOWN (000 §4.2). */
    pollExhausted(state, action: PayloadAction<{ lastStatus: string; exitStatus: string }>) {
      state.poll = { ...state.poll, phase: 'exhausted' };
      if (state.application)
        state.application.status = { ...state.application.status, checklistStatus: action.payload.exitStatus };
    },
    /**
     * The routing engine decided where the borrower goes, and why, and the progress step its status reaches (001 §4:
     * worked out by the saga, so that the status's stage table stays out of the entry bundle, issue 16).
     */
    routeDecided(
      state,
      action: PayloadAction<{
        decision: RouteDecision;
        trigger: 'entry' | 'poll' | 'settled' | 'decline' | 'refused';
        /** Absent from action logs recorded before it was added: their replay keeps the step reached before. */
        reachedStep?: number;
      }>,
    ) {
      state.decision = action.payload.decision;
      // Told on the screen the return visit led to; any later move is the borrower's own journey.
      if (action.payload.trigger !== 'entry') state.movedOnSinceLastVisit = false;
      state.rememberedStatus = action.payload.decision.checklistStatus;
      state.furthestStep = Math.max(state.furthestStep, action.payload.reachedStep ?? 0);
    },
    /**
     * Issue 47: a return visit paints the screen the borrower last saw from the device's copy (features/offline/
     * screenCopy.ts) while the platform is asked; its answer (`loaded`) then replaces it. The load is still running.
     */
    restoredFromDevice(state, action: PayloadAction<RestoredScreen>) {
      if (state.uuid !== action.payload.application.uuid) return;
      state.application = action.payload.application;
      state.timeline = action.payload.timeline;
      state.restoredStatus = action.payload.application.status.checklistStatus;
    },
    /** Issue 37: the platform's timeline of the application the borrower is in; one for another is dropped. */
    timelineReceived(state, action: PayloadAction<{ uuid: string; timeline: ApplicationTimeline }>) {
      if (state.uuid === action.payload.uuid) state.timeline = action.payload.timeline;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(locationChanged, (state, action) => {
        if (action.payload.action === 'POP') state.rememberedStatus = null;
        // The moved-on notice belongs to the screen a return visit led to (the routing replaces the address); a
        // page the borrower opens themselves leaves it behind.
        if (action.payload.action !== 'REPLACE') state.movedOnSinceLastVisit = false;
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const {
  areaEntered,
  areaLeft,
  loaded,
  loadFailed,
  restoredReadFailed,
  readAgainRequested,
  statusChangeAwaited,
  writeRefused,
  pollStarted,
  pollTicked,
  statusReceived,
  pollStopped,
  pollExhausted,
  routeDecided,
  restoredFromDevice,
  timelineReceived,
} = applicationSlice.actions;
export const applicationReducer = applicationSlice.reducer;
