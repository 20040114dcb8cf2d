import { useEffect, useRef, useState } from 'react';
import { BrandLogo } from '../brand/BrandLogo';
import { useAppSelector } from '../../store/hooks';
import { useBrand } from './useBrand';
import { selectModalOpen } from '../../features/overlays/modalsSlice';
import { MODAL } from '../../features/registration/modalIds';
import { useT } from '../i18n/LocaleProvider';

/** 001 §9: the loader stays at least 1 s once shown, and its default animation runs 67 s. */
export const LOADER_MIN_VISIBLE_MS = 1000;
export const LOADER_ANIMATION_MS = 67_000;
export const LOADER_MESSAGE_INTERVAL_MS = 4000;
export const DEFAULT_LOADER_MESSAGES = ['Loading…', 'Checking your application…', 'Almost there…'] as const;

/**
 * 000 §2.6 / 001 §2 loader overlay: the organisation's logo, rotating messages, a progress animation of 67 s, and at
 * least 1 s on screen so it never flashes.
 */
export function LoaderOverlay({
  visible,
  messages = DEFAULT_LOADER_MESSAGES,
}: {
  visible: boolean;
  messages?: readonly string[];
}) {
  const { theme } = useBrand();
  const { text } = useT();
  const shownAt = useRef<number | null>(null);
  // Follows `visible`, but lets go only once the loader has been up for the minimum time.
  const [displayed, setDisplayed] = useState(visible);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (visible) shownAt.current ??= Date.now();
    const wait = visible ? 0 : Math.max(0, LOADER_MIN_VISIBLE_MS - (Date.now() - (shownAt.current ?? 0)));
    const timer = window.setTimeout(() => {
      setDisplayed(visible);
      if (!visible) shownAt.current = null;
    }, wait);
    return () => {
      window.clearTimeout(timer);
    };
  }, [visible]);

  const showing = visible || displayed;
  useEffect(() => {
    if (!showing || messages.length < 2) return undefined;
    const timer = window.setInterval(() => {
      setIndex((i) => (i + 1) % messages.length);
    }, LOADER_MESSAGE_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [showing, messages.length]);

  if (!showing) return null;
  return (
    <div className="full-screen-loader" role="status" aria-live="polite" data-testid="full-screen-loader">
      <BrandLogo theme={theme} size={72} className="loader-logo" />
      <p className="loader-message">{text(messages[index % messages.length] ?? '')}</p>
      <div className="loader-progress" aria-hidden="true">
        <div className="loader-progress-bar" />
      </div>
    </div>
  );
}

/** 000 §2.6: the full-screen loader, shown while fetching or transitioning. */
export function FullScreenLoader() {
  // Issue 15: the processing modal already says what is happening; a second, generic wait would contradict it.
  const processing = useAppSelector((state) => selectModalOpen(state, MODAL.processing));
  const visible = useAppSelector((state) => state.loader.visible) && !processing;
  return <LoaderOverlay visible={visible} />;
}
