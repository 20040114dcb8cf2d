import { PageHeading } from '../ui/PageHeading';
import { APP_BASE } from '../lib/url';

export function NotFound() {
  return (
    <section className="screen">
      <PageHeading>Page not found</PageHeading>
      <p>We could not find that page.</p>
      <p>
        <a href={`${APP_BASE}/register-v2`}>Start an application</a> or <a href="/dashboard">go to your dashboard</a>.
      </p>
    </section>
  );
}
