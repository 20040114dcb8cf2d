import { useT } from '../../i18n/LocaleProvider';
export interface FieldError {
  /** The id of the control the error is about. */
  field: string;
  message: string;
}

/** GOV.UK-style summary above the form: every problem, each linking to its field. */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
}: {
  errors: readonly FieldError[];
  title?: string;
}) {
  const { text } = useT();
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary-title">
        {text(title)}
      </h2>
      <ul className="error-summary-list">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${error.field}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.field);
              }}
            >
              {text(error.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Scrolls a field into view and focuses it (000 §5: the first invalid field takes focus). */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
