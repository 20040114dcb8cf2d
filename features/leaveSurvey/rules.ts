import { APP_BASE } from '../../src/lib/url';

/** 001 §2: the leave survey is enabled on these four application routes only. */
export const LEAVE_SURVEY_ROUTES = ['liens', 'product/select', 'identity', 'signing/sign'] as const;

export function isLeaveSurveyRoute(pathname: string): boolean {
  const match = new RegExp(`^${APP_BASE}/[0-9a-f-]{36}/(.+?)/?$`, 'i').exec(pathname);
  return match?.[1] !== undefined && (LEAVE_SURVEY_ROUTES as readonly string[]).includes(match[1]);
}
