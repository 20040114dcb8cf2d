import { useId } from 'react';
import type { HelocApplication } from '../../../src/api/contract';
import { useT } from '../../../src/i18n/LocaleProvider';
import type { Translator } from '../../../src/i18n/translator';
import type { IsoDay } from '../../../src/lib/closingDates';
import { dateTimeFormat } from '../../../src/lib/intlFormats';
import { currentIntlLocale } from '../../../src/lib/locale';
import { useAppSelector } from '../../../store/hooks';
import { frameSteps, isStoppedOrHeld, stageOfApplication, type NotaryPanel } from '../progress';
import {
  localDayOf,
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
  /** The short eNotary panel inside the notary step, at the eNotary stage (issue 48). */
  panel: NotaryPanel | null;
  closed: boolean;
  /** From the offer on, once the platform's timeline is in. */
  road: RoadToFunding | null;
}

/**
 * Where the borrower is on the road, for the sidebar, its phone summary and the complete page: the stage of the
 * status (001 §4), never behind a step reached in this visit (issue 15), and no step at all where none applies. Issue
 * 48: always the seven steps, the current one dated today (or as its hold says).
 */
export function useFrameProgress(): FrameProgress {
  const application = useAppSelector(selectApplication);
  const furthest = useAppSelector((state) => state.application.furthestStep);
  const timeline = useAppSelector((state) => state.application.timeline);
  const stage = application ? stageOfApplication(application) : 'INITIAL';
  const framed = frameSteps(application, stage, furthest);
  const { steps } = framed;
  const closed = application !== null && isClosed(application);
  const noStage = closed || (application !== null && stage === 'INITIAL' && isStoppedOrHeld(application));
  const current = noStage ? -1 : framed.current;
  const road =
    application && timeline && !noStage && current >= 1
      ? roadToFunding(application, timeline, steps, current, localDayOf, localDayOf(new Date().toISOString()))
      : null;
  return { application, stage, steps, current, panel: noStage ? null : framed.panel, closed, road };
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
  if (milestone.today) return t('Today');
  if (milestone.expectedOn !== null) return t('Expected {date}', { date: longDay(milestone.expectedOn) });
  return null;
}

const stepClass = (state: MilestoneState): string => (state === 'upcoming' ? 'todo' : state);

/** The short eNotary panel (001 §2) as the inside of the notary step (issue 48). */
function PanelList({ panel }: { panel: NotaryPanel }) {
  const { t, text } = useT();
  return (
    <ol className="progress-substeps" data-testid="enotary-panel">
      {panel.steps.map((name, index) => (
        <li key={name} className={index < panel.current ? 'done' : index === panel.current ? 'current' : 'todo'}>
          {text(name)}
          {index < panel.current ? <span className="visually-hidden"> {t('(completed)')}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** One step of the sidebar's list (001 §2 names), with its date when the timeline is in. */
export function StepItem({
  name,
  index,
  current,
  date,
  panel = null,
}: {
  name: string;
  index: number;
  current: number;
  date?: string | null;
  /** The eNotary panel, shown inside the current step. */
  panel?: NotaryPanel | null;
}) {
  const { t, text } = useT();
  const state = index < current ? 'done' : index === current ? 'current' : 'todo';
  return (
    <li className={state} aria-current={index === current ? 'step' : undefined}>
      {text(name)}
      {state === 'done' ? <span className="visually-hidden"> {t('(completed)')}</span> : null}
      {date ? <span className="milestone-date">{date}</span> : null}
      {panel && index === current ? <PanelList panel={panel} /> : null}
    </li>
  );
}

type StepMilestone = Extract<Milestone, { kind: 'step' }>;

/**
 * Issue 48: the steps already done, folded into one line that says when ("All 7 steps done on ..."); opened, each
 * step with its day, or only the names when every step was done the same day (the day is in the line already).
 */
function DoneSteps({ done, total }: { done: StepMilestone[]; total: number }) {
  const translator = useT();
  const { t, text } = translator;
  const days = [...new Set(done.map((milestone) => milestone.doneOn))];
  const last = done.at(-1)?.doneOn ?? null;
  const oneDay = days.length === 1 && last !== null;
  const summary =
    last === null
      ? t('{count} of {total} steps done', { count: done.length, total })
      : oneDay
        ? t('{count} of {total} steps done on {date}', { count: done.length, total, date: longDay(last) })
        : t('{count} of {total} steps done, the last on {date}', { count: done.length, total, date: longDay(last) });
  return (
    <details className="done-steps" data-testid="done-steps">
      <summary>{summary}</summary>
      <ol className="progress-steps" data-testid="road-steps">
        {done.map((milestone) => (
          <li key={milestone.name} className="done">
            {text(milestone.name)}
            <span className="visually-hidden"> {t('(completed)')}</span>
            {oneDay ? null : <span className="milestone-date">{stepDateText(translator, milestone)}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Issue 48: from two steps done on, they fold into one line rather than repeat "Done <day>" on each. */
const FOLD_FROM = 2;

/**
 * The seven steps with their dates (the sidebar's list and the complete page), then the right to cancel and the
 * funding day; the steps already done fold into one line.
 */
export function RoadToFundingList({
  road,
  current,
  panel = null,
}: {
  road: RoadToFunding;
  current: number;
  panel?: NotaryPanel | null;
}) {
  const translator = useT();
  const { t } = translator;
  const headingId = useId();
  const steps = road.milestones.filter((milestone) => milestone.kind === 'step');
  const closing = road.milestones.filter((milestone) => milestone.kind !== 'step');
  const doneSteps = steps.filter((milestone) => milestone.state === 'done');
  const done = doneSteps.length >= FOLD_FROM ? doneSteps : [];
  const open = steps.slice(done.length);
  return (
    <>
      {done.length > 0 ? <DoneSteps done={done} total={steps.length} /> : null}
      {open.length > 0 ? (
        <ol
          className="progress-steps"
          data-testid={done.length > 0 ? 'open-steps' : 'road-steps'}
          start={done.length + 1}
        >
          {open.map((milestone, offset) => (
            <StepItem
              key={milestone.name}
              name={milestone.name}
              index={done.length + offset}
              current={current}
              date={stepDateText(translator, milestone)}
              panel={panel}
            />
          ))}
        </ol>
      ) : null}
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
        ? t('Expected until midnight on {date}', { date })
        : milestone.state === 'done'
          ? t('Your right to cancel ended at midnight on {date}.', { date })
          : t('You can cancel until midnight on {date}.', { date })
      : milestone.expected
        ? t('Expected {date}', { date })
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
