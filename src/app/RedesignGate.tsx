import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { FLAG, selectFlagEnabled, selectFlagsReady } from '../../features/flags/selectors';
import { useAppSelector } from '../../store/hooks';
import { APP_BASE } from '../lib/url';
import { Redirect } from './Redirect';
import { APPLICATION_AREA } from './routeTable';
import { prefetchWhenIdle } from '../lib/idle';

/** The area's code waits for the browser to be idle after the first step shows, up to this long. */
const AREA_PREFETCH_TIMEOUT_MS = 5000;

/**
 * 000 §2.2: register-v2 falls back to /register when the redesign flag is off. While the flags are still on their
 * way the first step shows (it is the prerendered page, decision 146); the layout starts the registration only once
 * they are known, and a flag that turns out off still redirects then.
 */
export function RedesignGate() {
  // The borrower goes to the application area once the account is made: its code is there by then.
  useEffect(() => {
    prefetchWhenIdle(APPLICATION_AREA.area, window, AREA_PREFETCH_TIMEOUT_MS);
  }, []);
  const ready = useAppSelector(selectFlagsReady);
  const flagsFailed = useAppSelector((state) => state.flags.status === 'failed');
  const redesign = useAppSelector((state) => selectFlagEnabled(state, FLAG.redesign));
  if (!ready) return <Outlet />;
  // Without an answer from the flag service the flag is unknown, not off: keep the current flow.
  if (!redesign && !flagsFailed) return <Redirect to={`${APP_BASE}/register`} keepQuery />;
  return <Outlet />;
}
