import { PROCESSING_MESSAGES } from '../registration/messages';
import type { PipelineStep } from '../registration/registrationSlice';

/**
 * Issue 15: the processing modal's messages (000 §2.6, §9) follow what is really happening. Each signal (a submit
 * step, an application status, the routing decision) opens a range of messages; within it a message advances after a
 * dwell, never past the range, and nothing ever moves backwards. Pure: the processing saga feeds it events and time.
 */

export const LAST_MESSAGE = PROCESSING_MESSAGES.length - 1;
/** How long a message stays before the next one in the open range (decision 121). */
export const PROCESSING_DWELL_MS = 1200;
export const PROCESSING_TICK_MS = 200;

/** Message indices, named for the tables below. */
const ACCOUNT = 0;
const SOFT_CREDIT = 1;
const PROPERTY = 2;
const VALUE = 3;
const ELIGIBILITY = 4;
const OFFERS = 5;
const QUOTE = LAST_MESSAGE;

export type Stage = readonly [floor: number, ceiling: number];

export interface ProcessingProgress {
  index: number;
  /** 0-100, forward only. */
  percent: number;
  /** The furthest message the signals so far allow. */
  ceiling: number;
  /** Time on the current message. */
  dwellMs: number;
}

export const startProgress = (): ProcessingProgress => ({ index: 0, percent: 0, ceiling: 0, dwellMs: 0 });

/** Until the application exists the borrower's account is being made; after it, the soft pull starts. */
export const stageOfStep = (step: PipelineStep): Stage => {
  switch (step) {
    case 'saveSmsConsents':
    case 'sendStartEvents':
    case 'route':
      return [SOFT_CREDIT, SOFT_CREDIT];
    default:
      return [ACCOUNT, ACCOUNT];
  }
};

/** The platform's own progress (001 §4 status values) while the application is being pre-qualified. */
export const stageOfStatus = (status: string): Stage => {
  switch (status) {
    case 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE':
    case 'GEN_PRE_SOFT_CREDIT_DISCLOSURE':
      return [SOFT_CREDIT, SOFT_CREDIT];
    case 'WAITING_FOR_SOFT_CREDIT':
    case 'HARD_CREDIT_PULL':
      return [SOFT_CREDIT, PROPERTY];
    case 'WAITING_FOR_AVM_DATA':
      return [PROPERTY, VALUE];
    case 'WAITING_FOR_INITIAL_OFFERS':
      return [VALUE, OFFERS];
    default:
      // Another transient status: still working, without claiming a particular step.
      return status.startsWith('WAITING_FOR') || status === 'IN_PROGRESS'
        ? [SOFT_CREDIT, ELIGIBILITY]
        : [ELIGIBILITY, OFFERS];
  }
};

const percentOf = (index: number, dwellMs: number): number =>
  index >= QUOTE
    ? 100
    : Math.round((100 * (index + 0.9 * Math.min(1, dwellMs / PROCESSING_DWELL_MS))) / PROCESSING_MESSAGES.length);

const settle = (previous: ProcessingProgress, next: Omit<ProcessingProgress, 'percent'>): ProcessingProgress => ({
  ...next,
  percent: Math.max(previous.percent, percentOf(next.index, next.dwellMs)),
});

/** A new signal: jump to its first message if behind, and allow up to its last. */
export function reach(progress: ProcessingProgress, [floor, ceiling]: Stage): ProcessingProgress {
  const index = Math.max(progress.index, floor);
  return settle(progress, {
    index,
    ceiling: Math.max(progress.ceiling, ceiling, index),
    dwellMs: index === progress.index ? progress.dwellMs : 0,
  });
}

/** Time passed: after a dwell, the next message in the open range. */
export function tick(progress: ProcessingProgress, elapsedMs: number): ProcessingProgress {
  const dwellMs = progress.dwellMs + elapsedMs;
  const advance = dwellMs >= PROCESSING_DWELL_MS && progress.index < progress.ceiling;
  return settle(progress, {
    index: advance ? progress.index + 1 : progress.index,
    ceiling: progress.ceiling,
    dwellMs: advance ? 0 : dwellMs,
  });
}

/** The routing engine decided: the quote is being generated, the bar is full. */
export const routed = (progress: ProcessingProgress): ProcessingProgress => reach(progress, [QUOTE, QUOTE]);
