import { PageHeading } from '../../src/ui/PageHeading';
import { useT } from '../../src/i18n/LocaleProvider';
import { dateTimeFormat } from '../../src/lib/intlFormats';
import { currentIntlLocale } from '../../src/lib/locale';
import { RoadToFundingList, StepItem, nextDateText } from '../application/screens/RoadToFunding';
import type { LastSeen } from './lastSeen';

export const LAST_SEEN_TEXT = {
  heading: 'Your application, as you last saw it',
  asOf: 'Last updated {when}.',
  backOnline: "This page updates itself as soon as you're back online.",
} as const;

/**
 * Issue 47 item 3: opened with no connection, the application area shows what the borrower last saw of it (the steps,
 * the one they are at, the dates), from the device's copy for this session (features/offline/lastSeen.ts), and says
 * when that was. Back online, the area loads and this page gives way to the current screen, with no reload.
 */
export function OfflineLastSeen({ lastSeen }: { lastSeen: LastSeen }) {
  const translator = useT();
  const { t, text } = translator;
  const { steps, current, closed, road } = lastSeen;
  const when = dateTimeFormat(currentIntlLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(lastSeen.savedAt),
  );
  const currentName = steps[current];
  return (
    <section className="screen last-seen" aria-labelledby="page-heading" data-testid="offline-last-seen">
      <PageHeading>{t(LAST_SEEN_TEXT.heading)}</PageHeading>
      <p className="muted" data-testid="last-seen-time">
        {t(LAST_SEEN_TEXT.asOf, { when })}
      </p>
      <p data-testid="last-seen-step">
        {closed
          ? t('Application closed')
          : current < 0
            ? null
            : currentName
              ? t('Your application: step {step} of {steps} – {name}', {
                  step: current + 1,
                  steps: steps.length,
                  name: text(currentName),
                })
              : t('All steps done')}
      </p>
      {road ? (
        <RoadToFundingList road={road} current={current} />
      ) : (
        <ol className="progress-steps">
          {steps.map((step, index) => (
            <StepItem key={step} name={step} index={index} current={current} />
          ))}
        </ol>
      )}
      {road?.next ? <p data-testid="last-seen-next-date">{nextDateText(translator, road.next)}</p> : null}
      <p>{t(LAST_SEEN_TEXT.backOnline)}</p>
    </section>
  );
}
