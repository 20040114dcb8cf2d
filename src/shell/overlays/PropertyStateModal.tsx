import { useT } from '../../i18n/LocaleProvider';
import { isNewYorkVariant } from '../../brand/registry';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../useBrand';
import { PROPERTY_STATE_MODAL_ID } from './modalIds';

/** The organisation serving the other side of the New York line for the main brand. */
const NY_ORG = 'homeward-ny';
const NON_NY_ORG = 'homeward';

/**
 * 001 §2 property-state modal: applicants on a NY organisation with a property elsewhere go to the non-NY site, and
 * the other way round. The link is /account/{product}/register with the other organisation.
 */
export function PropertyStateModal({ product = 'heloc' }: { product?: string }) {
  const { theme } = useBrand();
  const { t } = useT();
  const onNySite = isNewYorkVariant(theme);
  const href = `/account/${product}/register?org=${onNySite ? NON_NY_ORG : NY_ORG}`;
  return (
    <Modal
      id={PROPERTY_STATE_MODAL_ID}
      title={onNySite ? t('Your property is outside New York') : t('Your property is in New York')}
      actions={
        <a className="button" href={href}>
          {onNySite ? t('Go to our site for other states') : t('Go to our New York site')}
        </a>
      }
    >
      <p>
        {onNySite
          ? t('This site serves New York properties only. Please apply on our site for properties in other states.')
          : t('New York properties are served by our New York lender. Please apply on our New York site.')}
      </p>
    </Modal>
  );
}
