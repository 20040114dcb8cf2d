/**
 * What the app tells the dashboard when it sends the borrower there (issue 17): the message of the last failed call
 * (000 §8) or why an application could not be opened, and, for a registration that stopped after the account was
 * created, where to continue. Session storage: this tab only, gone with it; the message holds no personal data
 * (it is the 000 §8 text or our own), and the continuation holds only an application id.
 * The sandbox dashboard (sandbox/public/dashboard.js) reads the same key; its page is plain script, so the key is
 * written there too, and the fault-matrix e2e spec checks that they meet.
 */
export const DASHBOARD_NOTICE_KEY = 'heloc.dashboardNotice';

export interface DashboardNotice {
  message: string;
  /** Present when the borrower can finish their application: the app path that resumes it. */
  continueHref?: string;
  /** The application already created when the registration stopped after step 5 (000 §4.3). */
  applicationUuid?: string;
}

export function parseDashboardNotice(text: string | null): DashboardNotice | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { message, continueHref, applicationUuid } = value as Record<string, unknown>;
    if (typeof message !== 'string') return null;
    return {
      message,
      ...(typeof continueHref === 'string' ? { continueHref } : {}),
      ...(typeof applicationUuid === 'string' ? { applicationUuid } : {}),
    };
  } catch {
    return null;
  }
}
