/** The adverse-action notice of a declined application (issue 36; src/api/contractAdverseAction.ts). */
import type { AdverseActionNotice } from './contractAdverseAction';
import { isApiError, type HttpClient } from './http';

export const adverseActionNoticePath = (applicationUuid: string): string =>
  `/service-application/api/v1/application/heloc/${encodeURIComponent(applicationUuid)}/adverse-action-notice`;

/**
 * The notice, or null while the platform has none yet (404, or an empty answer): the screen then says the letter will
 * follow. Any other failure is thrown, for the saga to say so and offer Try again.
 */
export async function getAdverseActionNotice(
  client: HttpClient,
  applicationUuid: string,
): Promise<AdverseActionNotice | null> {
  try {
    return await client.request<AdverseActionNotice | null>({
      method: 'GET',
      path: adverseActionNoticePath(applicationUuid),
    });
  } catch (error: unknown) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
