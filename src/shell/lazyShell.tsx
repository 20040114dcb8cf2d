import { lazy, Suspense, type ComponentType } from 'react';
import { FEEDBACK_MODAL_ID } from '../../features/feedback/feedbackSlice';
import { LEAVE_SURVEY_MODAL_ID } from '../../features/leaveSurvey/leaveSurveySlice';
import { LOAN_OFFICER_MODAL_ID } from '../../features/loanOfficer/loanOfficerSlice';
import { MODAL } from '../../features/registration/modalIds';
import { useAppSelector } from '../../store/hooks';
import { prefetchWhenIdle, type IdleWindow } from '../lib/idle';
import type { WebVital } from './rum';
import { lazyModal, type LazyModalComponent } from './overlays/LazyModal';
import { DISCLOSURE_MODAL_ID, PROPERTY_STATE_MODAL_ID } from './overlays/modalIds';

// The frame's parts that no first screen shows share one chunk, fetched the first time one of them is needed
// (docs/decisions.md: the entry bundle budget).
const overlays = () => import(/* webpackChunkName: "shell-overlays" */ './overlays/shellOverlays');

/**
 * Fetched, and the modals resolved (so one opens in the same commit as its state), when the browser is first idle
 * after the first screen: the processing modal must open at "Create account" even if the connection drops at that
 * moment, and a chunk that fails to load then costs a reload, which loses the passwords the borrower typed (they are
 * never stored).
 */
export function prefetchOverlays(win: IdleWindow = window): void {
  prefetchWhenIdle(() => Promise.all(OVERLAY_MODALS.map((modal) => modal.preload())), win, 3000);
}

/**
 * Web vitals (001 §7) are observed from the same chunk once it is in (issue 16: out of the first paint's code): the
 * observers read the buffered entries, so the paints and shifts before it still count. Returns the stop. A chunk that
 * fails to come is `failed`'s: nothing asks for the vitals again, so without a word the page's would be lost unheard.
 */
export function observeWebVitalsWhenIdle(
  report: (vital: WebVital) => void,
  failed: (error: unknown) => void,
  win: IdleWindow = window,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  prefetchWhenIdle(
    () =>
      overlays().then(({ observeWebVitals, webVitalContext }) => {
        if (!stopped) stop = observeWebVitals(report, webVitalContext(window));
      }, failed),
    win,
    3000,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The overlays' modals, each preloaded with the chunk (`prefetchOverlays`): one added here cannot be left out. */
const OVERLAY_MODALS: LazyModalComponent[] = [];
type Overlays = Awaited<ReturnType<typeof overlays>>;
const overlayModal = (id: string, pick: (chunk: Overlays) => ComponentType): LazyModalComponent => {
  const modal = lazyModal(id, async () => pick(await overlays()));
  OVERLAY_MODALS.push(modal);
  return modal;
};

export const DisclosureReviewModal = overlayModal(DISCLOSURE_MODAL_ID, (chunk) => chunk.DisclosureReviewModal);
export const PropertyStateModal = overlayModal(PROPERTY_STATE_MODAL_ID, (chunk) => chunk.PropertyStateModal);
export const FeedbackModal = overlayModal(FEEDBACK_MODAL_ID, (chunk) => chunk.FeedbackModal);
export const LeaveSurveyModal = overlayModal(LEAVE_SURVEY_MODAL_ID, (chunk) => chunk.LeaveSurveyModal);
export const ProcessingModal = overlayModal(MODAL.processing, (chunk) => chunk.ProcessingModal);
export const LoanOfficerModal = overlayModal(LOAN_OFFICER_MODAL_ID, (chunk) => chunk.LoanOfficerModal);

const LoadedLoanOfficerPanel = lazy(async () => ({ default: (await overlays()).LoanOfficerPanel }));

/** The desktop loan officer card: its code loads once the borrower has a loan officer (a referral). */
export function LoanOfficerPanel() {
  const present = useAppSelector((state) => state.loanOfficer.originator !== null);
  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <LoadedLoanOfficerPanel />
    </Suspense>
  );
}
