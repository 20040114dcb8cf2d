import { isInRescission } from '../progress';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { NotaryMode, NotarySlot } from '../../../src/api/contractApplication';
import { isoToDisplayDate } from '../../../src/lib/dates';
import { formatUsd } from '../../../src/lib/money';
import { ErrorSummary, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { selectApplication } from '../selectors';
import { MANUAL_NOTARY_FEE, SLOT_REQUIRED } from '../stepRules';
import { infoScreen } from './InfoScreen';
import { useStepData, useStepScreen } from './useStep';

/** A slot as the borrower reads it, in their own time zone: "Monday, March 2, 10:00 AM". */
export const slotLabel = (slot: NotarySlot, timeZone?: string): string =>
  new Date(slot.start).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

function useSession(mode: () => NotaryMode) {
  const { dispatch, submitting, error } = useStepScreen();
  const start = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(
      applicationStepsActions.stepSubmitted({ step: 'notarySession', body: { mode: mode() }, awaitsStatus: true }),
    );
  };
  return { submitting, error, start };
}

/** notary/intro: the last step of closing; an eNotary now, or a notary visit at a chosen time. */
export function NotaryIntro() {
  const application = useAppSelector(selectApplication);
  const { submitting, error, start } = useSession(() => 'ENOTARY');
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Notarize your documents</PageHeading>
      <p className="lead">
        A notary must witness the signing of your deed of trust. You can meet an eNotary by video now, or schedule a
        notary to come to you ({formatUsd(MANUAL_NOTARY_FEE)}).
      </p>
      <ErrorSummary errors={error ? [{ field: 'notary-enotary', message: error }] : []} />
      <form className="form" noValidate onSubmit={start}>
        <div className="actions" id="notary-enotary" tabIndex={-1}>
          <SubmitButton loading={submitting}>Talk to an eNotary now</SubmitButton>
          {application ? (
            <Link className="button button-secondary" to={`/account/heloc/${application.uuid}/notary/schedule-manual`}>
              Schedule a notary visit
            </Link>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** notary/schedule-manual: open slots from the platform; choosing one books the visit. */
export function NotaryScheduleManual() {
  const { dispatch, submitting, error } = useStepScreen();
  const load = useStepData('slots');
  const slots = useAppSelector((state) => selectSteps(state).slots);
  const [slotId, setSlotId] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = checked && !slotId ? SLOT_REQUIRED : null;
  const errors = [
    ...(load === 'failed' ? [{ field: 'notary-slot', message: 'Open times could not be loaded. Please reload.' }] : []),
    ...(problem ? [{ field: 'notary-slot', message: problem }] : []),
    ...(error ? [{ field: 'notary-slot', message: error }] : []),
  ];
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!slotId) {
      document.getElementById('notary-slot')?.focus();
      return;
    }
    dispatch(applicationStepsActions.stepSubmitted({ step: 'notarySchedule', body: { slotId }, awaitsStatus: true }));
  };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Schedule your notary visit</PageHeading>
      <p className="lead">
        A notary comes to your home to witness your signature. The visit costs {formatUsd(MANUAL_NOTARY_FEE)} and takes
        about 30 minutes.
      </p>
      <ErrorSummary errors={errors} />
      {slots ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          <RadioGroup
            id="notary-slot"
            label="Choose a time"
            options={slots.map((slot) => ({ value: slot.id, label: slotLabel(slot) }))}
            value={slotId}
            error={problem ?? undefined}
            onChange={setSlotId}
          />
          <div className="actions">
            <SubmitButton loading={submitting}>Book this time</SubmitButton>
          </div>
        </form>
      ) : load === 'loading' ? (
        <p role="status">Loading open times…</p>
      ) : null}
    </section>
  );
}

/** notary/reserve-manual: the visit is booked; reserving confirms it and leads to the session. */
export function NotaryReserveManual() {
  const { dispatch, submitting, error } = useStepScreen();
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'notaryReservation',
        body: {},
        awaitsStatus: false,
        then: 'notary/session',
      }),
    );
  };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Reserve your notary visit</PageHeading>
      <p className="lead">
        Your notary visit is booked. Reserve it to confirm the {formatUsd(MANUAL_NOTARY_FEE)} notary fee, which is paid
        from your loan at closing.
      </p>
      <ErrorSummary errors={error ? [{ field: 'notary-reserve', message: error }] : []} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="actions" id="notary-reserve" tabIndex={-1}>
          <SubmitButton loading={submitting}>Reserve my visit</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** notary/session: the meeting itself; once it is done the closing (rescission, recording, funding) begins. */
export function NotarySession() {
  const application = useAppSelector(selectApplication);
  const manual = application?.status.manualNotary === true;
  const { submitting, error, start } = useSession(() => (manual ? 'MANUAL' : 'ENOTARY'));
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Your notary session</PageHeading>
      <p className="lead">
        {manual
          ? 'When the notary has witnessed your signature, confirm it here to start closing your loan.'
          : 'Join the video session with the eNotary. Have your photo ID ready.'}
      </p>
      <ErrorSummary errors={error ? [{ field: 'notary-session', message: error }] : []} />
      <form className="form" noValidate onSubmit={start}>
        <div className="actions" id="notary-session" tabIndex={-1}>
          <SubmitButton loading={submitting}>
            {manual ? 'My documents are notarized' : 'Start my eNotary session'}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

export const NotaryError = infoScreen('notary/error');

/**
 * complete: the documents are signed; the right to cancel runs until the rescission date, then the loan closes and
 * funds go out. Issue 15: during rescission the loan is not closed yet, and the heading says so.
 */
export function Complete() {
  const application = useAppSelector(selectApplication);
  const closing = application?.closing;
  const rescission = isInRescission(application?.status.checklistStatus ?? '');
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>
        {rescission ? 'Congratulations, your documents are signed' : 'Congratulations, your loan is closed'}
      </PageHeading>
      {closing ? (
        <dl className="summary-list">
          <dt>Right to cancel ends</dt>
          <dd data-testid="rescission-date">{isoToDisplayDate(closing.rescissionEndDate)}</dd>
          <dt>Funds sent</dt>
          <dd data-testid="funding-date">{isoToDisplayDate(closing.fundingDate)}</dd>
          {application.amount === undefined ? null : (
            <>
              <dt>Initial draw</dt>
              <dd>{formatUsd(application.amount)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>Your closing dates will appear here shortly.</p>
      )}
      <h2>What happens next</h2>
      <ul className="next-steps">
        <li>
          By law you may cancel this loan for three business days after signing. If you do nothing, the loan goes ahead.
        </li>
        <li>We send the funds to your account on the funding date, once the right to cancel has ended.</li>
      </ul>
    </section>
  );
}
