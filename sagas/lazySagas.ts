import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import { additionalSignersActions } from '../features/application/additionalSignersSlice';
import { adverseActionActions as adverseAction } from '../features/application/adverseActionSlice';
import { areaEntered, loaded as applicationLoaded } from '../features/application/applicationSlice';
import { applicationStepsActions as steps } from '../features/application/applicationStepsSlice';
import { sessionFailed, widgetOpened } from '../features/chat/chatSlice';
import * as conditions from '../features/conditions/conditionsSlice';
import { documentPdfsActions as pdfs } from '../features/documents/documentPdfsSlice';
import { failed as feedbackFailed, submitted as feedbackSubmitted } from '../features/feedback/feedbackSlice';
import { received as flagsReceived } from '../features/flags/flagsSlice';
import { FLAG } from '../features/flags/selectors';
import { legalActions as legal } from '../features/legal/legalSlice';
import { registrationActions } from '../features/registration/registrationSlice';
import { locationChanged } from '../features/navigation/navigationSlice';
import { loginRejected, loginRequested } from '../features/session/sessionSlice';
import { signerActions } from '../features/signer/signerSlice';
import { eventTracked, sessionStarted, webVitalMeasured } from '../features/telemetry/telemetrySlice';

/**
 * A saga loaded on demand. It is handed the action that loaded it, because that action was dispatched before the saga
 * existed: a saga started by its area's first action (`signer/areaEntered`) handles it itself. Actions dispatched
 * while the chunk downloads are not replayed (re-putting them would run the reducers twice and falsify the action
 * log), so such a saga starts from state for everything else, as sagas started after rehydration already do; one that
 * cannot (it tracks events) names them `held` and takes them from a channel kept since the start.
 */
export type LazySagaEntry = (first: Action, held: Channel<Action> | null) => Generator;

export interface LazySaga {
  /**
   * Names the saga in logs; its chunk is `<name>-saga` (webpackChunkName in `load`), except the application area's,
   * which shares the area's chunk with its frame: a page of the area needs both at once (decision 354).
   */
  name: string;
  /** The first action matching it loads the saga; a failed download is tried again on the next one. */
  trigger: ActionPattern;
  /**
   * Actions the saga must see even from before it loaded: from the start they wait in a channel handed to it, which
   * it then takes them from instead of the store (a saga that tracks events, where starting from state would lose some).
   */
  held?: ActionPattern;
  /**
   * A first action for which the download waits for the page's first screen (issue 16: on an application page its
   * request would compete with the screen's own); the saga then starts from state, as it does for what was dispatched
   * while it downloaded.
   */
  waitsForFirstScreen?: (first: Action) => boolean;
  load: () => Promise<LazySagaEntry>;
  /**
   * For a trigger a borrower waits on (a submit, a screen's load), the feature's own failure event, put with `message`
   * when the code did not download, so the screen says so, keeps what was typed and offers its retry; null for a
   * trigger nobody waits on (a flag, a tracked event).
   */
  failed?: (first: Action, message: string) => Action | null;
  /**
   * Whether such a trigger is a load nobody presses again for (a list the screen shows it is waiting on): after a
   * failed download it is tried again by itself once the wait is over.
   */
  retriesItself?: (first: Action) => boolean;
}

const chatTurnedOn = (action: Action): boolean =>
  (flagsReceived.match(action) && action.payload[FLAG.webchat]?.enabled === true) || widgetOpened.match(action);

/**
 * Sagas kept out of the entry bundle: what no first screen needs. The root saga watches every trigger from the start
 * (sagas/rootSaga.ts `runOnDemand`), runs the loaded saga under `keepAlive`, and never loads a row twice. A row's
 * module must exist for TypeScript and webpack to accept its import(), so a saga gets its row with its file.
 */
export const LAZY_SAGAS: readonly LazySaga[] = [
  {
    name: 'chat',
    // Chat exists only with fe-heloc-webchat on (001 §7); the flag may also turn on later in the session (the 60 s
    // flag poll, a developer override). Opening the widget loads it too, whatever opened it.
    trigger: chatTurnedOn,
    load: () => import(/* webpackChunkName: "chat-saga" */ './chatSaga').then((m) => m.chatSaga),
    // The widget opened on 'deciding' would wait for ever: a chat that cannot start is 001 §8's session failure (the
    // general alert, chat deactivated for the page), whether its code or its session failed.
    failed: (first, message) => (widgetOpened.match(first) ? sessionFailed({ message }) : null),
  },
  {
    name: 'application-area',
    // The borrower area's sagas (application, steps, loan officer). ApplicationArea dispatches areaEntered before any
    // of its screens, which render only once the saga routed; the bank-link return outside the area (001 §2) opens
    // with incomeLinkReturned. The other step actions come from the area's screens; they load it too, whatever
    // dispatched them. The saga reads from state whether the borrower is still in the area (applicationSaga).
    trigger: [
      areaEntered.type,
      steps.dataRequested.type,
      steps.stepSubmitted.type,
      steps.incomeDocumentsSubmitted.type,
      steps.identityDocumentsSubmitted.type,
      steps.incomeLinkStarted.type,
      steps.incomeLinkReturned.type,
    ],
    load: () =>
      import(/* webpackChunkName: "application-area" */ './applicationAreaSaga').then((m) => m.applicationAreaSaga),
  },
  {
    name: 'registration',
    // register-v2 and the legacy registration page dispatch `started` on mount, before any step can be edited or
    // sent; the steps' own actions load it too, whatever came first (decision 144).
    trigger: [
      registrationActions.started.type,
      registrationActions.stepCompleted.type,
      registrationActions.submitRequested.type,
    ],
    load: () =>
      import(/* webpackChunkName: "registration-saga" */ './registrationSaga').then((m) => m.registrationSaga),
    failed: (first, message) =>
      registrationActions.submitRequested.match(first) ? registrationActions.submitFailed({ message }) : null,
  },
  {
    name: 'processing',
    trigger: registrationActions.submitStarted.type,
    load: () => import(/* webpackChunkName: "processing-saga" */ './processingSaga').then((m) => m.processingSaga),
  },
  {
    name: 'conditions',
    // The borrower's conditions poll starts when the application has loaded (the area's saga is lazy too); a signer's
    // when the signer area asks; uploads and the phone save come from the conditions screens (001 §9).
    trigger: [
      applicationLoaded.type,
      conditions.pollRequested.type,
      conditions.uploadRequested.type,
      conditions.phoneSaveRequested.type,
    ],
    // Only the conditions screens show conditions, and their heading shows at once (decision 167).
    waitsForFirstScreen: (first) => applicationLoaded.match(first),
    load: () => import(/* webpackChunkName: "conditions-saga" */ './conditionsSaga').then((m) => m.conditionsSaga),
    failed: (first, message) =>
      conditions.pollRequested.match(first) || applicationLoaded.match(first)
        ? conditions.fetchFailed({ message })
        : conditions.uploadRequested.match(first)
          ? conditions.uploadFailed({ message })
          : conditions.phoneSaveRequested.match(first)
            ? conditions.phoneSaveFailed({ message })
            : null,
    // The dashboard says it will try again in a moment (decision 415), so it does.
    retriesItself: (first) => conditions.pollRequested.match(first) || applicationLoaded.match(first),
  },
  {
    name: 'feedback',
    // A second submission while the first is sent is ignored (takeLeading), so none is lost while this loads.
    trigger: feedbackSubmitted.type,
    load: () => import(/* webpackChunkName: "feedback-saga" */ './feedbackSaga').then((m) => m.feedbackSaga),
    failed: (_first, message) => feedbackFailed({ message }),
  },
  {
    name: 'additional-signers',
    // Only signing/additional needs it; the saga reads whether the borrower is still there when it starts.
    trigger: additionalSignersActions.screenEntered.type,
    load: () =>
      import(/* webpackChunkName: "additional-signers-saga" */ './additionalSignersSaga').then(
        (m) => m.additionalSignersSaga,
      ),
    failed: (_first, message) => additionalSignersActions.listFailed({ message }),
    // The list says it will try again in a moment, as its own refresh does every 10 s.
    retriesItself: () => true,
  },
  {
    name: 'signer',
    // The signer area's screens dispatch it on mount (000 §2.3); nobody else needs the signer saga.
    trigger: signerActions.areaEntered.type,
    load: () => import(/* webpackChunkName: "signer-saga" */ './signerSaga').then((m) => m.signerSaga),
    failed: (_first, message) => signerActions.loadFailed({ reason: 'error', message }),
  },
  {
    name: 'telemetry',
    // 001 §7 tracking is no screen's need (issue 16: out of the first paint). It loads when the frame has mounted with
    // the session's facts, or an event comes first; the page views, events and vitals before then are held for it.
    trigger: [sessionStarted.type, eventTracked.type],
    held: [sessionStarted.type, eventTracked.type, locationChanged.type, webVitalMeasured.type],
    load: () => import(/* webpackChunkName: "telemetry-saga" */ './telemetrySaga').then((m) => m.telemetrySaga),
  },
  {
    name: 'login',
    // The app's own login form (the signer login) is its only caller; other logins are the platform's page.
    trigger: loginRequested.type,
    load: () => import(/* webpackChunkName: "login-saga" */ './loginSaga').then((m) => m.loginSaga),
    // The form keeps what was typed, and its next press hands the credentials over again (pendingCredentials).
    failed: (_first, message) => loginRejected({ message }),
  },
  {
    name: 'document-pdfs',
    // Only the document screens (the borrower's signing steps, the signer's sign and documents screens) ask for PDFs.
    trigger: pdfs.requested.type,
    load: () =>
      import(/* webpackChunkName: "document-pdfs-saga" */ './documentPdfsSaga').then((m) => m.documentPdfsSaga),
    failed: (first, message) =>
      pdfs.requested.match(first) ? pdfs.failed({ id: first.payload.id, httpStatus: null, message }) : null,
  },
  {
    name: 'legal',
    // Only the public policy and licenses pages (000 §2.1) ask for them.
    trigger: [legal.documentRequested.type, legal.licensesRequested.type],
    load: () => import(/* webpackChunkName: "legal-saga" */ './legalSaga').then((m) => m.legalSaga),
    failed: (first, message) =>
      legal.documentRequested.match(first)
        ? legal.documentFailed({ kind: first.payload.kind, message })
        : legal.licensesRequested.match(first)
          ? legal.licensesFailed({ message })
          : null,
  },
  {
    name: 'adverse-action',
    // Only error/decline asks for the notice and its PDF (issue 36).
    trigger: [adverseAction.noticeRequested.type, adverseAction.downloadRequested.type],
    load: () =>
      import(/* webpackChunkName: "adverse-action-saga" */ './adverseActionSaga').then((m) => m.adverseActionSaga),
    failed: (first, message) =>
      adverseAction.noticeRequested.match(first)
        ? adverseAction.noticeFailed({ applicationUuid: first.payload.applicationUuid, message })
        : adverseAction.downloadRequested.match(first)
          ? adverseAction.downloadFailed({ message })
          : null,
  },
];
