/** PATCH {application base}/{uuid}/experiments (001 §7). */
import type { ExperimentRecord, ExperimentsRequest } from './contractShell';
import type { HttpClient } from './http';

export const APP_ID_REQUIRED = 'App ID is required to save experiment';

export function saveExperiments(
  client: HttpClient,
  applicationUuid: string,
  experiments: ExperimentRecord[],
): Promise<null> {
  // 001 §5: checked here too, so no caller can send a PATCH to .../undefined/experiments.
  if (applicationUuid === '') return Promise.reject(new Error(APP_ID_REQUIRED));
  const body: ExperimentsRequest = { experiments };
  return client.request<null>({
    method: 'PATCH',
    path: `/service-application/api/v1/application/heloc/${encodeURIComponent(applicationUuid)}/experiments`,
    body,
  });
}
