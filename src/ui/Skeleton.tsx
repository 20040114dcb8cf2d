import { useT } from '../i18n/LocaleProvider';
import './kit.css';

/**
 * Placeholder lines or blocks the size of what is loading, so the page does not move when it arrives. Hidden from
 * assistive technology: the `label` is announced once instead.
 */
export function Skeleton({
  lines = 3,
  block = false,
  label = 'Loading',
}: {
  lines?: number;
  block?: boolean;
  label?: string;
}) {
  const { text } = useT();
  return (
    <div role="status" aria-live="polite" data-testid="skeleton">
      <span className="visually-hidden">{text(label)}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} aria-hidden="true" className={`skeleton${block ? ' skeleton-block' : ''}`} />
      ))}
    </div>
  );
}
