import { useT } from '../../../src/i18n/LocaleProvider';
import type { ConditionPrompt } from '../categories';

/** A condition's description, then the loan team's own words on a general request; theirs are shown as sent. */
export function PromptText({ prompt }: { prompt: ConditionPrompt }) {
  const { text } = useT();
  return (
    <>
      <p>{prompt.platformText ? prompt.description : text(prompt.description)}</p>
      {prompt.comments !== null ? <p>{prompt.comments}</p> : null}
    </>
  );
}
