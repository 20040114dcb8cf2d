import type { SyntheticEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../src/ui/Link';
import { ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { applicationStepsActions } from '../applicationStepsSlice';
import { areaHref, INCOME_TEXT, isIncomeLinkType } from '../stepInputs';
import { UnknownIncomeType } from './UnknownIncomeType';
import { useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

const LINK_INTRO = {
  bank: 'You will go to our bank-linking partner to sign in to your bank, then come back here. We read your deposits once to verify your income.',
  payroll:
    'You will go to our payroll-linking partner to sign in to your payroll provider, then come back here. We read your pay once to verify your income.',
} as const;

/** income/link/{type}: leaves for the linking page by a full redirect (never a pop-up); the return screens finish. */
export default function IncomeLink() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const params = useParams();
  const uuid = params.uuid ?? '';
  const type = params.type;
  if (!isIncomeLinkType(type)) return <UnknownIncomeType uuid={uuid} />;
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(applicationStepsActions.incomeLinkStarted({ type }));
  };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{text(INCOME_TEXT.linkTitle[type])}</PageHeading>
      <ErrorSummary errors={error ? [{ field: 'income-link', message: text(error) }] : []} />
      <p>{t(LINK_INTRO[type])}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="actions" id="income-link" tabIndex={-1}>
          <Link className="button button-secondary" to={areaHref(uuid, 'income/review')}>
            {t('Back')}
          </Link>
          <SubmitButton loading={submitting} loadingText={t('Opening the link page')}>
            {t(INCOME_TEXT.linkButton)}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
