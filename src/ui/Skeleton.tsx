import { useLayoutEffect } from 'react';
import { useT } from '../i18n/LocaleProvider';
import { placeholderShown } from '../lib/firstScreen';
import './kit.css';

/**
 * Placeholder lines or blocks the size of what is loading, so the page does not move when it arrives. Hidden from
 * assistive technology: the `label` is announced once instead. What waits for the page's first screen waits for it to
 * go too.
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
  // Until what it stands for has come, the page's first screen has not shown (src/lib/firstScreen.ts).
  useLayoutEffect(placeholderShown, []);
  return (
    <div role="status" aria-live="polite" data-testid="skeleton">
      <span className="visually-hidden">{text(label)}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} aria-hidden="true" className={`skeleton${block ? ' skeleton-block' : ''}`} />
      ))}
    </div>
  );
}
