import { useT } from '../../../src/i18n/LocaleProvider';
import { displayLongDateOf } from '../../../src/lib/dates';
import { conditionHref, type ConditionArea, type ConditionPrompt } from '../categories';
import { PromptText } from './PromptText';

/** The open conditions, oldest first, each unread with its date (001 §4). Texts from the platform render as text. */
export function ConditionList({ prompts, area }: { prompts: readonly ConditionPrompt[]; area: ConditionArea }) {
  const { t, text } = useT();
  return (
    <ul className="condition-list">
      {prompts.map((prompt) => (
        <li key={prompt.uuid} className="condition-card" data-testid="condition">
          <p className="condition-meta">
            <span className="unread-badge">{t('Unread')}</span>{' '}
            <time dateTime={prompt.created} className="muted">
              {displayLongDateOf(prompt.created)}
            </time>
          </p>
          <h2 className="condition-title">{text(prompt.header)}</h2>
          <PromptText prompt={prompt} />
          <a className="button" href={conditionHref(prompt, area)}>
            {text(prompt.actionLabel)}
          </a>
        </li>
      ))}
    </ul>
  );
}
