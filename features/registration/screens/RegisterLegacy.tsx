import { useEffect, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ErrorSummary, focusField, SubmitButton } from '../../../src/ui/forms';
import { useT } from '../../../src/i18n/LocaleProvider';
import { PageHeading } from '../../../src/ui/PageHeading';
import { redirectRequested } from '../../navigation/navigationSlice';
import { MSG } from '../messages';
import { registrationActions } from '../registrationSlice';
import { validateStep } from '../schemas';
import { selectActiveSteps, selectOutsideLicensedStates } from '../selectors';
import { AddressFields } from './AddressFields';
import { OccupancyField } from './OccupancyField';
import { BirthdateFields } from './BirthdateStep';
import { ContactFields } from './ContactStep';
import { ForSaleFields } from './ForSaleStep';
import { IncomeFields } from './IncomeStep';
import { NameFields } from './LegalNameStep';
import { LazyRegistrationModals } from './LazyRegistrationModals';
import { useValidationContext } from './useRegistrationForm';

export const ACCOUNT_SETUP_PATH = '/account/heloc/register/account-setup';

/**
 * The legacy conditional registration (000 §2.2): every question on one page, each shown only when it applies
 * (home address for a second home or investment, contact details when not already known), then account setup.
 */
export default function RegisterLegacy() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { search } = useLocation();
  const draft = useAppSelector((state) => state.registration.draft);
  const errors = useAppSelector((state) => state.registration.errors);
  const steps = useAppSelector(selectActiveSteps);
  const outsideLicensedStates = useAppSelector(selectOutsideLicensedStates);
  const context = useValidationContext();

  useEffect(() => {
    dispatch(registrationActions.started({ query: Object.fromEntries(new URLSearchParams(search)) }));
    dispatch(registrationActions.manualAddressRevealed());
    // Once per visit, like register-v2: the query is where the borrower came from.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [dispatch]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const questions = steps.filter((step) => step.id !== 'password' && step.id !== 'loginInfo');
    const found = questions.flatMap((step) => validateStep(step.id, draft, { ...context, today: new Date() }));
    if (found.length > 0) {
      dispatch(registrationActions.stepRejected({ step: 'property', errors: found }));
      focusField(found[0]?.field ?? '');
      return;
    }
    dispatch(registrationActions.stepCompleted({ step: 'property' }));
    dispatch(redirectRequested({ to: ACCOUNT_SETUP_PATH, reason: 'legacy registration questions answered' }));
  };

  const asksHome = steps.some((step) => step.id === 'homeAddress');
  const asksContact = steps.some((step) => step.id === 'contact');
  return (
    <section className="screen registration-step" aria-labelledby="page-heading">
      <p className="headline">{t(MSG.headline)}</p>
      <PageHeading>{t('Check your rate')}</PageHeading>
      <ErrorSummary errors={errors} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <h2>{t('The property')}</h2>
        <AddressFields address="property" />
        <OccupancyField />
        {asksHome ? (
          <>
            <h2>{t('Where you live')}</h2>
            <AddressFields address="home" />
          </>
        ) : null}
        <ForSaleFields />
        <h2>{t('Income')}</h2>
        <IncomeFields />
        <h2>{t('About you')}</h2>
        <NameFields />
        <BirthdateFields />
        {asksContact ? <ContactFields /> : null}
        {outsideLicensedStates ? (
          <p className="warning-text" role="alert">
            {t(MSG.licensedStates)}
          </p>
        ) : null}
        <div className="actions">
          <SubmitButton disabled={outsideLicensedStates}>{t('Continue')}</SubmitButton>
        </div>
      </form>
      <LazyRegistrationModals />
    </section>
  );
}
