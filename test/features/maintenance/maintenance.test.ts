import {
  MAINTENANCE_DEFAULT_MESSAGE,
  MAINTENANCE_DEFAULT_TITLE,
  maintenanceFor,
  routeMatches,
} from '../../../features/maintenance/maintenance';

test('route matching', () => {
  expect(routeMatches('/register-v2', '/register-v2/birthdate')).toBe(true);
  expect(routeMatches('/register-v2', '/register')).toBe(false);
  expect(routeMatches('/*/liens', '/6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f/liens')).toBe(true);
  expect(routeMatches('*', '/anything')).toBe(true);
});

test('off, or a route not listed: no maintenance', () => {
  expect(maintenanceFor({ enabled: false, variables: { routes: ['*'] } }, '/x')).toBeNull();
  expect(maintenanceFor({ enabled: true, variables: { routes: ['/register'] } }, '/terms')).toBeNull();
});

test('defaults of 000 §8, and the flag variables when given', () => {
  expect(
    maintenanceFor({ enabled: true, variables: { routes: ['/terms'], message: '', pageTitle: '' } }, '/terms'),
  ).toEqual({
    title: MAINTENANCE_DEFAULT_TITLE,
    message: MAINTENANCE_DEFAULT_MESSAGE,
    showDashboardLink: true,
  });
  expect(
    maintenanceFor(
      {
        enabled: true,
        variables: { routes: ['/terms'], message: 'Back at 5', pageTitle: 'Upgrade', shouldShowDashboardLink: false },
      },
      '/terms',
    ),
  ).toEqual({ title: 'Upgrade', message: 'Back at 5', showDashboardLink: false });
});
