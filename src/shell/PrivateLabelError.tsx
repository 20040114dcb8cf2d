import { useAppSelector } from '../../store/hooks';
import { PageHeading } from '../ui/PageHeading';

/** 001 §1: without organisation data the product cannot be branded, so it stops here. */
export function PrivateLabelError() {
  const organization = useAppSelector((state) => state.organization);
  const message =
    organization.status === 'failed' ? organization.message : 'Private label data is missing for this organisation.';
  return (
    <main id="main" className="app-main">
      <section className="screen">
        <PageHeading>We could not load this lender's page</PageHeading>
        <p>{message}</p>
        <p>
          Please check the address you used, or <a href="/">go to the home page</a>.
        </p>
      </section>
    </main>
  );
}
