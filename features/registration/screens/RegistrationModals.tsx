import { useT } from '../../../src/i18n/LocaleProvider';
import { Modal } from '../../../src/ui/Modal';
import { loginHref } from '../../../src/lib/url';
import { displayDateOf } from '../../../src/lib/dates';
import { useAppSelector } from '../../../store/hooks';
import { isNewYorkVariant } from '../../../src/brand/registry';
import { useBrand } from '../../../src/shell/useBrand';
import { SupportContact } from '../../../src/shell/SupportContact';
import { MODAL, MODAL_TITLE } from '../messages';

/** The registration overlays of 000 §2.6; which one is open is state (modals slice), set by screens and the pipeline. */
export function RegistrationModals() {
  const { theme } = useBrand();
  const { t } = useT();
  const activeOrganizations = useAppSelector((state) => state.registration.activeApplicationOrganizations);
  const canStartAfter = useAppSelector((state) => state.registration.canStartAfter);
  const ny = isNewYorkVariant(theme);
  return (
    <>
      <Modal
        id={MODAL.accountExists}
        title={t(MODAL_TITLE.accountExists)}
        actions={
          <a className="button" href={loginHref('/dashboard')}>
            {t('Log in')}
          </a>
        }
      >
        <p>{t('An account with this email address already exists. Please log in to continue.')}</p>
      </Modal>
      <Modal
        id={MODAL.activeApplication}
        title={t(MODAL_TITLE.activeApplication)}
        actions={
          <a className="button" href="/dashboard">
            {t('Go to dashboard')}
          </a>
        }
      >
        <p>
          {activeOrganizations.length > 0
            ? t(
                'You already have an active application with {organizations}. You can continue it from your dashboard.',
                { organizations: activeOrganizations.join(', ') },
              )
            : t('You already have an active application. You can continue it from your dashboard.')}
        </p>
      </Modal>
      <Modal
        id={MODAL.hawaii}
        title={t("We don't lend in Hawaii yet")}
        actions={
          <a className="button" href="/account/heloc/register-v2?org=grate">
            {t('Apply with a partner lender')}
          </a>
        }
      >
        <p>
          {t(
            '{lender} does not offer home equity lines of credit for properties in Hawaii. One of our partner lenders does.',
            { lender: theme.displayName },
          )}
        </p>
      </Modal>
      <Modal
        id={MODAL.newYork}
        title={ny ? t('This site is for New York properties') : t('New York properties apply on our New York site')}
        actions={
          <a className="button" href={`/account/heloc/register?org=${ny ? 'homeward' : 'homeward-ny'}`}>
            {ny ? t('Go to our main site') : t('Go to our New York site')}
          </a>
        }
      >
        <p>
          {ny
            ? t('For a property outside New York, please apply on our main site.')
            : t('Properties in New York are served by our New York lender site. Please apply there.')}
        </p>
      </Modal>
      <Modal
        id={MODAL.waitPeriod}
        title={t('You recently opened an account')}
        actions={
          <a className="button" href="/dashboard">
            {t('Go to dashboard')}
          </a>
        }
      >
        <p>
          {canStartAfter
            ? t('We need 45 days between home equity lines of credit. You can apply again on {date}.', {
                date: displayDateOf(canStartAfter),
              })
            : t(
                'We need 45 days between home equity lines of credit. You can apply again once 45 days have passed since your last one.',
              )}
        </p>
      </Modal>
      <Modal
        id={MODAL.contactLoanOfficer}
        title={t('Contact your loan officer')}
        actions={
          <a className="button" href="/dashboard">
            {t('Go to dashboard')}
          </a>
        }
      >
        <p>
          {t(
            'Thank you. Your loan officer will finish this application with you; please contact them to continue. You can also reach us:',
          )}{' '}
          <SupportContact />.
        </p>
      </Modal>
      <Modal id={MODAL.location} title={t(MODAL_TITLE.location)}>
        <p>
          {t(
            'We ask where the property is because the loans we can offer, and the laws that protect you, depend on the state it is in. We use the address only to check eligibility and to estimate the value of the home.',
          )}
        </p>
      </Modal>
    </>
  );
}
