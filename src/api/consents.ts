/** service-comms-prefs: SMS consent prompts and the borrower's answers (000 §4.3 step 6, §7). */
import type { ConsentPrompt, SaveUserConsentsRequest, SmsConsentType } from './contractRegistration';
import type { HttpClient } from './http';

/** The prompt (its uuid and wording) a consent answer refers to. */
export function getConsentPrompt(client: HttpClient, consentType: SmsConsentType): Promise<ConsentPrompt> {
  return client.request<ConsentPrompt>({
    method: 'GET',
    path: `/service-comms-prefs/external/api/v1/consent/prompt/${encodeURIComponent(consentType)}`,
  });
}

/** Answers 204: resolves with null. */
export function saveUserConsents(client: HttpClient, body: SaveUserConsentsRequest): Promise<null> {
  return client.request<null>({ method: 'POST', path: '/service-comms-prefs/secure/api/v1/consent/user', body });
}
