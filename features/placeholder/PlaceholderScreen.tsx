import { useMatches } from 'react-router';
import type { ScreenHandle } from '../../src/app/router';
import { PageHeading } from '../../src/ui/PageHeading';

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle && 'purpose' in handle;

/** Stands in for a screen that later work builds: it names the screen and says what it is for. */
export default function PlaceholderScreen() {
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1);
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{handle?.title ?? 'Screen'}</PageHeading>
      <p>{handle?.purpose}</p>
      <p className="muted">This screen is being built.</p>
    </section>
  );
}
