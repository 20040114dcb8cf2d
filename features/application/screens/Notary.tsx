import { formatAddress, isInRescission } from '../progress';
import { useState, type SyntheticEvent } from 'react';
import { Link } from '../../../src/ui/Link';
import type { NotaryMode, NotarySlot } from '../../../src/api/contractApplication';
import { useT } from '../../../src/i18n/LocaleProvider';
import { isoToDisplayDate, timeZoneLongName, zonedDateTime } from '../../../src/lib/dates';
import type { HelocApplication } from '../../../src/api/contract';
import { formatUsd } from '../../../src/lib/money';
import { ErrorSummary, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { FactList } from '../../../src/ui/SummaryList';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { selectApplication } from '../selectors';
import { MANUAL_NOTARY_FEE, SLOT_REQUIRED } from '../stepRules';
import { infoScreen } from './InfoScreen';
import { RoadToFundingList, useFrameProgress } from './RoadToFunding';
import { useStepData, useStepScreen } from './useStep';

/**
 * A slot as the borrower reads it, in the home's time zone (where the notary comes), the zone named, whatever the
 * browser's: "Monday, November 30 at 10:00 AM PST" (issue 48).
 */
export const slotLabel = (slot: NotarySlot): string => zonedDateTime(slot.start, slot.timeZone);

/** The booked visit, repeated where the borrower reserves and meets it: when, who, and how it happens. */
function BookedVisit({ application }: { application: HelocApplication }) {
  const { t } = useT();
  const visit = application.notaryVisit;
  if (!visit) return null;
  return (
    <FactList
      testId="notary-visit"
      facts={[
        {
          key: 'when',
          label: t('When'),
          value: zonedDateTime(visit.start, visit.timeZone),
          testId: 'notary-visit-time',
        },
        { key: 'notary', label: t('Your notary'), value: visit.notaryName, testId: 'notary-visit-name' },
        {
          key: 'where',
          label: t('Where'),
          value: t(
            'At your home, {address}. The notary brings the documents; have your photo ID ready. About 30 minutes.',
            { address: formatAddress(application.property) },
          ),
        },
      ]}
    />
  );
}

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

/** One way to meet a notary, in the three facts the choice turns on. */
function WayFacts({ how, when, cost }: { how: string; when: string; cost: string }) {
  const { t } = useT();
  return (
    <FactList
      facts={[
        { key: 'how', label: t('How'), value: how },
        { key: 'when', label: t('When'), value: when },
        { key: 'cost', label: t('Cost'), value: cost },
      ]}
    />
  );
}

/**
 * notary/intro: the last step of closing; an eNotary now, or a notary visit at a chosen time. Issue 48 (6): the two
 * ways as two cards, each saying how it happens, when and what it costs (side by side from 1024 px), so the choice is
 * made on what the borrower needs to know rather than on two button labels; the fee is said once, on its card.
 */
export function NotaryIntro() {
  const { t } = useT();
  const application = useAppSelector(selectApplication);
  const { submitting, error, start } = useSession(() => 'ENOTARY');
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Notarize your documents')}</PageHeading>
      <p className="lead">{t('A notary must witness the signing of your deed of trust. Choose how to meet one.')}</p>
      <ErrorSummary errors={error ? [{ field: 'notary-enotary', message: error }] : []} />
      <ul className="notary-ways" data-testid="notary-ways">
        <li className="notary-way">
          <h2>{t('By video with an eNotary')}</h2>
          <WayFacts
            how={t('A video call with an eNotary. Have your photo ID ready.')}
            when={t('Now')}
            cost={t('No notary fee')}
          />
          <form className="form" noValidate onSubmit={start}>
            <div className="actions" id="notary-enotary" tabIndex={-1}>
              <SubmitButton loading={submitting}>{t('Talk to an eNotary now')}</SubmitButton>
            </div>
          </form>
        </li>
        {application ? (
          <li className="notary-way">
            <h2>{t('A notary visit at your home')}</h2>
            <WayFacts
              how={t('The notary brings the documents to your home; have your photo ID ready. About 30 minutes.')}
              when={t('At a time you choose')}
              cost={t('{fee}, paid from your loan at closing', { fee: formatUsd(MANUAL_NOTARY_FEE) })}
            />
            <div className="actions">
              <Link
                className="button button-secondary"
                to={`/account/heloc/${application.uuid}/notary/schedule-manual`}
              >
                {t('Schedule a notary visit')}
              </Link>
            </div>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

const OPEN_TIMES_FAILED = 'Open times could not be loaded. Please reload.';

/** notary/schedule-manual: open slots from the platform; choosing one books the visit. */
export function NotaryScheduleManual() {
  const { t } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const load = useStepData('slots');
  const slots = useAppSelector((state) => selectSteps(state).slots);
  const [slotId, setSlotId] = useState('');
  const [checked, setChecked] = useState(false);
  const first = slots?.[0];
  const zone = first ? timeZoneLongName(first.start, first.timeZone) : '';
  const problem = checked && !slotId ? SLOT_REQUIRED : null;
  const errors = [
    ...(load === 'failed' ? [{ field: 'notary-slot', message: OPEN_TIMES_FAILED }] : []),
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
      <PageHeading>{t('Schedule your notary visit')}</PageHeading>
      <p className="lead">
        {t('A notary comes to your home to witness your signature. The visit costs {fee} and takes about 30 minutes.', {
          fee: formatUsd(MANUAL_NOTARY_FEE),
        })}
      </p>
      <ErrorSummary errors={errors} />
      {slots ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          {zone ? <p data-testid="notary-zone">{t('Times are in your home’s time zone, {zone}.', { zone })}</p> : null}
          <RadioGroup
            id="notary-slot"
            label={t('Choose a time')}
            options={slots.map((slot) => ({ value: slot.id, label: slotLabel(slot) }))}
            value={slotId}
            error={problem ?? undefined}
            onChange={setSlotId}
          />
          <div className="actions">
            <SubmitButton loading={submitting}>{t('Book this time')}</SubmitButton>
          </div>
        </form>
      ) : load === 'loading' ? (
        <p role="status">{t('Loading open times…')}</p>
      ) : null}
    </section>
  );
}

/** notary/reserve-manual: the visit is booked; reserving confirms it and leads to the session. */
export function NotaryReserveManual() {
  const { t } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const application = useAppSelector(selectApplication);
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
      <PageHeading>{t('Reserve your notary visit')}</PageHeading>
      <p className="lead">
        {t(
          'Your notary visit is booked. Reserve it to confirm the {fee} notary fee, which is paid from your loan at closing.',
          { fee: formatUsd(MANUAL_NOTARY_FEE) },
        )}
      </p>
      {application ? <BookedVisit application={application} /> : null}
      <ErrorSummary errors={error ? [{ field: 'notary-reserve', message: error }] : []} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="actions" id="notary-reserve" tabIndex={-1}>
          <SubmitButton loading={submitting}>{t('Reserve my visit')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** notary/session: the meeting itself; once it is done the closing (rescission, recording, funding) begins. */
export function NotarySession() {
  const { t } = useT();
  const application = useAppSelector(selectApplication);
  const manual = application?.status.manualNotary === true;
  const { submitting, error, start } = useSession(() => (manual ? 'MANUAL' : 'ENOTARY'));
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Your notary session')}</PageHeading>
      <p className="lead">
        {manual
          ? t('When the notary has witnessed your signature, confirm it here to start closing your loan.')
          : t('Join the video session with the eNotary. Have your photo ID ready.')}
      </p>
      {manual ? <BookedVisit application={application} /> : null}
      <ErrorSummary errors={error ? [{ field: 'notary-session', message: error }] : []} />
      <form className="form" noValidate onSubmit={start}>
        <div className="actions" id="notary-session" tabIndex={-1}>
          <SubmitButton loading={submitting}>
            {manual ? t('My documents are notarized') : t('Start my eNotary session')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

export const NotaryError = infoScreen('notary/error');

/**
 * complete: the documents are signed; the right to cancel runs until the rescission date, then the loan closes and
 * funds go out. Issue 15: during rescission the loan is not closed yet, and the heading says so. Issue 37: the page is
 * the road to funding, with the law's dates worked out from the day of signing; a second home or an investment
 * property has no right to cancel, and the page says so instead of the three days. Issue 48: each fact once: the
 * road with the steps done folded into one line, the frame leaving the dates to this page; the initial draw is the
 * sidebar's (001 §2), under the one name every screen gives it, and not said again here.
 */
export function Complete() {
  const { t } = useT();
  const { application, current, road } = useFrameProgress();
  const closing = application?.closing;
  const rescission = isInRescission(application?.status.checklistStatus ?? '');
  const occupancy = application?.property.occupancyType ?? 'HOME';
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>
        {rescission ? t('Congratulations, your documents are signed') : t('Congratulations, your loan is closed')}
      </PageHeading>
      {road ? (
        <section className="road-to-funding" aria-labelledby="road-heading" data-testid="road-to-funding">
          <h2 id="road-heading">{t('Your road to funding')}</h2>
          <RoadToFundingList road={road} current={current} />
        </section>
      ) : closing ? (
        <FactList
          facts={[
            {
              key: 'rescission',
              label: t('Right to cancel ends'),
              value: isoToDisplayDate(closing.rescissionEndDate),
              testId: 'rescission-date',
            },
            {
              key: 'funding',
              label: t('Funds sent'),
              value: isoToDisplayDate(closing.fundingDate),
              testId: 'funding-date',
            },
          ]}
        />
      ) : null}
      <h2>{t('What happens next')}</h2>
      {occupancy === 'HOME' ? (
        <ul className="next-steps">
          <li>
            {t(
              'By law you may cancel this loan for three business days after signing. If you do nothing, the loan goes ahead.',
            )}
          </li>
          <li>{t('We send the funds to your account on the funding date, once the right to cancel has ended.')}</li>
        </ul>
      ) : (
        <p>
          {t(
            'A second home or an investment property has no right to cancel, so there is no waiting period: we send the funds on the first banking day after signing.',
          )}
        </p>
      )}
    </section>
  );
}
