import { PageHeading } from '../../../src/ui/PageHeading';
import { SupportContact } from '../../../src/shell/SupportContact';

/** register/support: how to get help with a registration. */
export default function RegisterSupport() {
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Help with your registration</PageHeading>
      <p>
        If something is stopping you from registering: <SupportContact />. Have the property address ready; we never ask
        for your password.
      </p>
      <p>
        <a href="/account/heloc/register">Back to registration</a>
      </p>
    </section>
  );
}
