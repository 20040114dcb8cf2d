import { IncomeLinkReturn } from './IncomeLinkReturn';

/** income/pointserv-callback: the payroll link's return, inside /{uuid}. */
export default function PointservCallback() {
  return <IncomeLinkReturn type="payroll" tokenParam="token" />;
}
