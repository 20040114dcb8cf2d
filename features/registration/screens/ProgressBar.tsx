import { useT } from '../../../src/i18n/LocaleProvider';
import { useAppSelector } from '../../../store/hooks';
import { selectActiveSteps } from '../selectors';
import { sectionProgress, type StepId } from '../steps';

/**
 * 000 §2.2 order with the 001 §2 sections. Issue 48: the count is over the five sections (four without Contact Info),
 * not the screens, and names the section at every width, so a phone and a wide screen tell the same story ("Your
 * details: step 1 of 5 – Property Info"); wide screens also list the sections.
 */
export function ProgressBar({ current }: { current: StepId }) {
  const { t, text, locale } = useT();
  // 001 §2 title-cases a section's parts ("Address, Sale Status"); Spanish writes the items of a list after a colon in
  // lower case ("Propiedad: dirección, estado de venta"), so only English keeps the capitals.
  const part = (label: string) => {
    const shown = text(label);
    return locale === 'en' ? shown : shown.charAt(0).toLocaleLowerCase(locale) + shown.slice(1);
  };
  const steps = useAppSelector(selectActiveSteps);
  const { section, sections } = sectionProgress(steps, current);
  const currentGroup = sections[section];
  // Issue 34: the journey is named, so the application's "Your application: step 2 of 7" that follows "step 5 of 5"
  // reads as the next journey, not a step back.
  const count = t('Your details: step {current} of {total} – {name}', {
    current: section + 1,
    total: sections.length,
    name: currentGroup ? text(currentGroup) : '',
  });
  return (
    <nav className="registration-progress" aria-label={t('Registration progress')}>
      <p className="progress-count">{count}</p>
      <progress className="progress-bar" max={sections.length} value={section + 1} aria-label={count} />
      <ol className="progress-groups">
        {sections.map((group) => {
          const inGroup = steps.filter((step) => step.group === group);
          const labels = [...new Set(inGroup.map((step) => step.label))].filter((label) => label !== group);
          return (
            <li
              key={group}
              aria-current={group === currentGroup ? 'step' : undefined}
              className={group === currentGroup ? 'current' : undefined}
            >
              {text(group)}
              {labels.length > 1 ? <span className="progress-sub">: {labels.map(part).join(', ')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
