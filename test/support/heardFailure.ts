import { ApiError } from '../../src/api/http';
import { failureCaught } from '../../features/diagnostics/failures';
import type { startApp } from './sagaHarness';

/** A platform answer that is a failure (issue 46): a 503 whose words quote what a borrower typed. */
export const serviceDown = (): never => {
  throw new ApiError({ status: 503, body: { errors: ['Down for ada@example.com'] }, method: 'GET' });
};

/**
 * Heard (issue 46): reported once through the failure channel, `diagnostics/failureCaught` naming `what` (which the
 * diagnostics saga counts in telemetry), with a console line that names it and quotes nothing the platform said.
 */
export function expectHeard(app: ReturnType<typeof startApp>, what: string) {
  const reports = app.actions.filter((action) => failureCaught.match(action) && action.payload.what === what);
  expect(reports).toEqual([failureCaught({ what, errorName: 'ApiError' })]);
  expect(app.logger.error).toHaveBeenCalledWith(`${what}: ApiError: http 503`);
  expect(JSON.stringify(app.logger.error.mock.calls)).not.toContain('ada@example.com');
}
