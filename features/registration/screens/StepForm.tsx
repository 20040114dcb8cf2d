import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useT } from '../../../src/i18n/LocaleProvider';
import { Link } from '../../../src/ui/Link';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ErrorSummary, focusField, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { registrationActions } from '../registrationSlice';
import type { FieldError, validateStep } from '../schemas';
import { loadRegistrationRules } from '../rules';
import { selectActiveSteps, selectDraft, selectRegistrationErrors, selectSubmitting } from '../selectors';
import { previousStep, stepById, stepHref, type StepId } from '../steps';
import { redirectRequested } from '../../navigation/navigationSlice';
import { useValidationContext } from './useRegistrationForm';

interface StepFormProps {
  step: StepId;
  children: ReactNode;
  /** Checks on values that never enter state (passwords), run with the step's schema. */
  extraErrors?: () => FieldError[];
  /** Instead of moving on: the last step starts the submit pipeline, the property step may open the Hawaii modal. */
  onValid?: () => void;
  /** The last step: every other step must be valid too (a deep link or `?step=` can skip steps). */
  final?: boolean;
  submitLabel?: string;
  /** Blocks continuing, e.g. a property outside the referring officer's licensed states (000 §5). */
  blocked?: boolean;
  aside?: ReactNode;
  /** Above the heading: the first step's language switch (issue 19). */
  intro?: ReactNode;
  /** Where Back goes when not the previous register-v2 step (the legacy account setup). */
  backHref?: string;
  /** Called with the problems found, after they are shown (the property step opens the New York modal). */
  onRejected?: (errors: FieldError[]) => void;
}

/**
 * One registration step (GOV.UK pattern: one question per page, an error summary, the first invalid field focused).
 * Validation is the step's pure schema; the result goes to the store as an event, and the saga moves the borrower on.
 */
export function StepForm({
  step,
  children,
  extraErrors,
  onValid,
  onRejected,
  final = false,
  backHref,
  submitLabel,
  blocked = false,
  aside,
  intro,
}: StepFormProps) {
  const dispatch = useAppDispatch();
  const { t, text } = useT();
  const draft = useAppSelector(selectDraft);
  const stored = useAppSelector(selectRegistrationErrors);
  const steps = useAppSelector(selectActiveSteps);
  const submitting = useAppSelector(selectSubmitting);
  const context = useValidationContext();
  const previous = previousStep(steps, step);
  const back = backHref ?? (previous ? stepHref(previous) : null);

  // A rules chunk that cannot load is a screen-load failure: the route's error boundary handles it (000 §8).
  const [rulesLoadError, setRulesLoadError] = useState<Error | null>(null);
  if (rulesLoadError) throw rulesLoadError;

  const check = (validate: typeof validateStep) => {
    const errors = [...validate(step, draft, { ...context, today: new Date() }), ...(extraErrors?.() ?? [])];
    if (errors.length > 0) {
      dispatch(registrationActions.stepRejected({ step, errors }));
      focusField(errors[0]?.field ?? '');
      onRejected?.(errors);
      return;
    }
    const invalid =
      final &&
      steps.find(
        (candidate) =>
          candidate.id !== step && validate(candidate.id, draft, { ...context, today: new Date() }).length > 0,
      );
    if (invalid) {
      dispatch(
        registrationActions.stepRejected({
          step: invalid.id,
          errors: validate(invalid.id, draft, { ...context, today: new Date() }),
        }),
      );
      dispatch(redirectRequested({ to: stepHref(invalid), reason: `step ${invalid.id} is incomplete` }));
      return;
    }
    if (onValid) onValid();
    else dispatch(registrationActions.stepCompleted({ step }));
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadRegistrationRules().then(
      (rules) => {
        check(rules.validateStep);
      },
      (error: unknown) => {
        setRulesLoadError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  return (
    <section className="screen registration-step" aria-labelledby="page-heading">
      {intro}
      <PageHeading>{text(stepById(step).title)}</PageHeading>
      <ErrorSummary errors={stored} />
      <form className="form" noValidate onSubmit={onSubmit}>
        {children}
        {aside}
        <div className="actions">
          {back ? (
            <Link className="button button-secondary" to={back}>
              {t('Back')}
            </Link>
          ) : null}
          <SubmitButton loading={submitting} disabled={blocked}>
            {submitLabel ?? t('Continue')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
