import { Outlet } from 'react-router';
import { FLAG, selectFlagEnabled, selectFlagsReady } from '../../features/flags/selectors';
import { useAppSelector } from '../../store/hooks';
import { APP_BASE } from '../lib/url';
import { Redirect } from './Redirect';

/** 000 §2.2: register-v2 falls back to /register when the redesign flag is off. */
export function RedesignGate() {
  const ready = useAppSelector(selectFlagsReady);
  const flagsFailed = useAppSelector((state) => state.flags.status === 'failed');
  const redesign = useAppSelector((state) => selectFlagEnabled(state, FLAG.redesign));
  if (!ready) return null;
  // Without an answer from the flag service the flag is unknown, not off: keep the current flow.
  if (!redesign && !flagsFailed) return <Redirect to={`${APP_BASE}/register`} keepQuery />;
  return <Outlet />;
}
