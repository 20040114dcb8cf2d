/** service-application calls (000 §7, 001 §7). */
import type { HelocApplication } from './contract';
import type { HttpClient } from './http';

const HELOC_PATH = '/service-application/api/v1/application/heloc';

export function getAllApplications(client: HttpClient): Promise<HelocApplication[]> {
  return client.request<HelocApplication[]>({ method: 'GET', path: `${HELOC_PATH}/all` });
}

export function getApplication(client: HttpClient, uuid: string): Promise<HelocApplication> {
  return client.request<HelocApplication>({ method: 'GET', path: `${HELOC_PATH}/${encodeURIComponent(uuid)}` });
}

/**
 * The application the borrower is working on: an active one that is also active for app start, else the first
 * active one. An inactive list gives undefined (the caller sends the borrower to the dashboard, 000 §4.2).
 */
export function pickActiveApplication(apps: readonly HelocApplication[]): HelocApplication | undefined {
  return apps.find((app) => app.active && app.activeForAppStart) ?? apps.find((app) => app.active);
}
