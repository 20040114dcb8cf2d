import { useId } from 'react';
import type { HelocApplication } from '../../../src/api/contract';
import { useT } from '../../../src/i18n/LocaleProvider';
import type { Translator } from '../../../src/i18n/translator';
import type { IsoDay } from '../../../src/lib/closingDates';
import { dateTimeFormat } from '../../../src/lib/intlFormats';
import { currentIntlLocale } from '../../../src/lib/locale';
import { useAppSelector } from '../../../store/hooks';
import { ENOTARY_PANEL_STEPS, currentStep, isStoppedOrHeld, progressSteps, stageOfApplication } from '../progress';
import {
  roadToFunding,
  type Milestone,
  type MilestoneState,
  type NextDate,
  type RoadToFunding,
} from '../roadToFunding';
import { selectApplication } from '../selectors';
import type { ProgressStage } from '../stages';

/** 'Tuesday, July 7, 2026'; 'martes, 7 de julio de 2026' (decision 206: the month written out, with the weekday). */
export const longDay = (iso: IsoDay): string =>
  dateTimeFormat(currentIntlLocale(), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** Issue 33: a declined or cancelled application is at no step; the frame says it is closed. */
const isClosed = (application: Pick<HelocApplication, 'status'>): boolean =>
  application.status.uwDecision === 'DECLINE' || ['DECLINED', 'CANCELLED'].includes(application.status.checklistStatus);

export interface FrameProgress {
  application: HelocApplication | null;
  stage: ProgressStage;
  steps: string[];
  /** The step marked current; -1 where no step applies (a closed application, a hold that has no stage). */
  current: number;
  closed: boolean;
  /** From the offer on, once the platform's timeline is in. */
  road: RoadToFunding | null;
}

/**
 * Where the borrower is on the road, for the sidebar, its phone summary and the complete page: the stage of the
 * status (001 §4), never behind a step reached in this visit (issue 15), and no step at all where none applies.
 */
export function useFrameProgress(): FrameProgress {
  const application = useAppSelector(selectApplication);
  const furthest = useAppSelector((state) => state.application.furthestStep);
  const timeline = useAppSelector((state) => state.application.timeline);
  const stage = application ? stageOfApplication(application) : 'INITIAL';
  const steps = stage === 'ENOTARY' ? [...ENOTARY_PANEL_STEPS] : progressSteps(stage === 'MANUAL_NOTARY');
  const closed = application !== null && isClosed(application);
  const noStage = closed || (application !== null && stage === 'INITIAL' && isStoppedOrHeld(application));
  const current = noStage ? -1 : stage === 'ENOTARY' ? 1 : currentStep(stage, furthest);
  const road =
    application && timeline && stage !== 'ENOTARY' && !noStage && current >= 1
      ? roadToFunding(application, timeline, steps, current)
      : null;
  return { application, stage, steps, current, closed, road };
}

/** The sentence for the date that matters next once the documents are signed (issue 34: what is true now). */
export function nextDateText({ t }: Pick<Translator, 't'>, next: NextDate): string {
  switch (next.kind) {
    case 'cancelUntil':
      return t('You can cancel until midnight on {date}.', { date: longDay(next.on) });
    case 'fundsOn':
      return next.waived
        ? t('No waiting period: funds are sent on {date}.', { date: longDay(next.on) })
        : t('Funds are sent on {date}.', { date: longDay(next.on) });
    case 'fundsSent':
      return t('Funds were sent on {date}.', { date: longDay(next.on) });
  }
}

/** The line under a step: the day it was done, or the day it is expected. */
function stepDateText({ t }: Pick<Translator, 't'>, milestone: Extract<Milestone, { kind: 'step' }>): string | null {
  if (milestone.doneOn !== null) return t('Done {date}', { date: longDay(milestone.doneOn) });
  if (milestone.expectedOn !== null) return t('Expected {date}', { date: longDay(milestone.expectedOn) });
  return null;
}

const stepClass = (state: MilestoneState): string => (state === 'upcoming' ? 'todo' : state);

/** One step of the sidebar's list (001 §2 names), with its date when the timeline is in. */
export function StepItem({
  name,
  index,
  current,
  date,
}: {
  name: string;
  index: number;
  current: number;
  date?: string | null;
}) {
  const { t, text } = useT();
  const state = index < current ? 'done' : index === current ? 'current' : 'todo';
  return (
    <li className={state} aria-current={index === current ? 'step' : undefined}>
      {text(name)}
      {state === 'done' ? <span className="visually-hidden"> {t('(completed)')}</span> : null}
      {date ? <span className="milestone-date">{date}</span> : null}
    </li>
  );
}

/** The seven steps with their dates (the sidebar's list), then the right to cancel and the funding day. */
export function RoadToFundingList({ road, current }: { road: RoadToFunding; current: number }) {
  const translator = useT();
  const { t } = translator;
  const headingId = useId();
  const steps = road.milestones.filter((milestone) => milestone.kind === 'step');
  const closing = road.milestones.filter((milestone) => milestone.kind !== 'step');
  return (
    <>
      <ol className="progress-steps" data-testid="road-steps">
        {steps.map((milestone, index) => (
          <StepItem
            key={milestone.name}
            name={milestone.name}
            index={index}
            current={current}
            date={stepDateText(translator, milestone)}
          />
        ))}
      </ol>
      {closing.length > 0 ? (
        <>
          <h3 id={headingId} className="closing-heading">
            {t('Closing')}
          </h3>
          <ol className="progress-steps closing-steps" aria-labelledby={headingId} data-testid="closing-steps">
            {closing.map((milestone) => (
              <ClosingItem key={milestone.kind} milestone={milestone} />
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

function ClosingItem({ milestone }: { milestone: Exclude<Milestone, { kind: 'step' }> }) {
  const { t } = useT();
  if (milestone.kind === 'noCancel')
    return (
      <li className="done" data-testid="right-to-cancel">
        {t('Right to cancel')}
        <span className="milestone-date">
          {t('No waiting period: a second home or an investment property has no right to cancel.')}
        </span>
      </li>
    );
  const date = longDay(milestone.kind === 'cancel' ? milestone.until : milestone.on);
  const line =
    milestone.kind === 'cancel'
      ? milestone.expected
        ? t('Expected: you can cancel until midnight on {date}.', { date })
        : milestone.state === 'done'
          ? t('Your right to cancel ended at midnight on {date}.', { date })
          : t('You can cancel until midnight on {date}.', { date })
      : milestone.expected
        ? t('Expected: funds sent on {date}.', { date })
        : milestone.state === 'done'
          ? t('Funds were sent on {date}.', { date })
          : t('Funds are sent on {date}.', { date });
  return (
    <li
      className={stepClass(milestone.state)}
      aria-current={milestone.state === 'current' ? 'step' : undefined}
      data-testid={milestone.kind === 'cancel' ? 'right-to-cancel' : 'funding-day'}
    >
      {milestone.kind === 'cancel' ? t('Right to cancel') : t('Funds sent')}
      {milestone.state === 'done' ? <span className="visually-hidden"> {t('(completed)')}</span> : null}
      <span className="milestone-date">{line}</span>
    </li>
  );
}
