import { useT } from '../../../src/i18n/LocaleProvider';
import { useAppSelector } from '../../../store/hooks';
import { selectActiveSteps } from '../selectors';
import type { StepId } from '../steps';

/**
 * 000 §2.2 order with the 001 §2 groups. Wide screens show the groups; small screens show "current step out of total"
 * ("Your details: step 3 of 7").
 */
export function ProgressBar({ current }: { current: StepId }) {
  const { t, text } = useT();
  const steps = useAppSelector(selectActiveSteps);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  const groups = [...new Set(steps.map((step) => step.group))];
  const currentGroup = steps[index]?.group;
  // Issue 34: the journey is named, so the application's "Your application: step 2 of 7" that follows "step 7 of 7"
  // reads as the next journey, not a step back.
  const count = t('Your details: step {current} of {total}', { current: index + 1, total: steps.length });
  return (
    <nav className="registration-progress" aria-label={t('Registration progress')}>
      <p className="progress-count">{count}</p>
      <progress className="progress-bar" max={steps.length} value={index + 1} aria-label={count} />
      <ol className="progress-groups">
        {groups.map((group) => {
          const inGroup = steps.filter((step) => step.group === group);
          const labels = [...new Set(inGroup.map((step) => step.label))].filter((label) => label !== group);
          return (
            <li
              key={group}
              aria-current={group === currentGroup ? 'step' : undefined}
              className={group === currentGroup ? 'current' : undefined}
            >
              {text(group)}
              {labels.length > 1 ? (
                <span className="progress-sub">: {labels.map((label) => text(label)).join(', ')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
