import { PageHeading } from '../../../src/ui/PageHeading';
import { useBrand } from '../../../src/shell/useBrand';

const DEFAULT_SUPPORT_PHONE = '888-819-6388';

/** register/support: how to get help with a registration. */
export default function RegisterSupport() {
  const { company } = useBrand();
  const phone = company?.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Help with your registration</PageHeading>
      <p>
        If something is stopping you from registering, call us at <a href={`tel:${phone}`}>{phone}</a>
        {company ? (
          <>
            {' '}
            or email <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
          </>
        ) : null}
        . Have the property address ready; we never ask for your password.
      </p>
      <p>
        <a href="/account/heloc/register">Back to registration</a>
      </p>
    </section>
  );
}
