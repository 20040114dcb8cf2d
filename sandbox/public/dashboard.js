// Dashboard page: lists the borrower's applications with the stored token. Server text goes in with textContent only.
'use strict';

(function () {
  const TOKEN_KEY = 'jwt';
  const LIST_URL = '/service-application/api/v1/application/heloc/all';
  const LOGOUT_URL = '/identity-broker/customer/secure/api/v3/logout';
  const LOGIN_PAGE = '/auth/login';
  // Written by the app when it sends the borrower here (src/lib/dashboardNotice.ts, DASHBOARD_NOTICE_KEY): the
  // message of the last failed call (000 §8) and, after a registration that stopped once the account existed,
  // where to continue the application (issue 17).
  const NOTICE_KEY = 'heloc.dashboardNotice';
  const CONTINUE_LABEL = 'Continue your application';

  const statusArea = document.getElementById('dashboard-status');
  const errorArea = document.getElementById('dashboard-error');
  const list = document.getElementById('application-list');
  const logoutButton = document.getElementById('logout-button');

  // The organisation chosen by ?org (000 §1) goes along, so the login page and the way back keep the brand.
  const ORG = new URLSearchParams(window.location.search).get('org');
  function withOrg(path) {
    return ORG ? path + (path.includes('?') ? '&' : '?') + 'org=' + encodeURIComponent(ORG) : path;
  }
  const LOGIN_THEN_DASHBOARD = withOrg(LOGIN_PAGE + '?redirectUrl=' + encodeURIComponent(withOrg('/dashboard')));

  function toLogin() {
    window.localStorage.removeItem(TOKEN_KEY);
    window.location.assign(LOGIN_THEN_DASHBOARD);
  }

  // OFFER_SELECTION -> "Offer selection"
  function statusLabel(status) {
    const words = String(status || 'UNKNOWN')
      .toLowerCase()
      .replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  function render(applications) {
    list.replaceChildren();
    for (const application of applications) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = '/account/heloc/' + encodeURIComponent(application.uuid);
      link.textContent = 'Application ' + application.loanNumber;
      const status = document.createElement('span');
      status.className = 'application-status';
      status.textContent = 'Status: ' + statusLabel(application.status && application.status.checklistStatus);
      item.append(link, ' ', status);
      list.append(item);
    }
    statusArea.textContent =
      applications.length === 0
        ? 'You have no applications yet.'
        : 'You have ' + applications.length + (applications.length === 1 ? ' application.' : ' applications.');
  }

  async function load(token) {
    try {
      const response = await fetch(LIST_URL, {
        credentials: 'same-origin',
        headers: { Authorization: token, Accept: 'application/json' },
      });
      if (response.status === 401 || response.status === 403) return toLogin();
      // The platform may hand back a refreshed token on any call.
      const refreshed = response.headers.get('Authorization');
      if (refreshed && refreshed.startsWith('Bearer ')) window.localStorage.setItem(TOKEN_KEY, refreshed);
      if (!response.ok) throw new Error('status ' + response.status);
      const applications = await response.json();
      render(Array.isArray(applications) ? applications : []);
    } catch {
      statusArea.textContent = '';
      errorArea.textContent = 'Something unexpected happened. Please reload the page.';
    }
  }

  function readNotice() {
    try {
      const notice = JSON.parse(window.sessionStorage.getItem(NOTICE_KEY) || 'null');
      return notice && typeof notice.message === 'string' ? notice : null;
    } catch {
      return null;
    }
  }

  // Only app paths: the stored value is ours, but a page never follows a link it did not make.
  function isAppPath(href) {
    return typeof href === 'string' && href.startsWith('/account/heloc/') && !href.startsWith('//');
  }

  function showNotice(heading) {
    const notice = readNotice();
    if (!notice) return;
    const box = document.createElement('div');
    box.className = 'notice notice-warn';
    box.setAttribute('role', 'alert');
    box.id = 'dashboard-notice';
    const message = document.createElement('p');
    message.textContent = notice.message;
    box.append(message);
    if (isAppPath(notice.continueHref)) {
      const hint = document.createElement('p');
      hint.textContent = 'Your account is ready and we kept your answers. You can finish your application now.';
      const link = document.createElement('a');
      link.className = 'button';
      link.href = notice.continueHref;
      link.textContent = CONTINUE_LABEL;
      box.append(hint, link);
    } else {
      // A one-off message (an application that could not be opened): shown once.
      window.sessionStorage.removeItem(NOTICE_KEY);
    }
    heading.after(box);
  }

  async function logout() {
    logoutButton.disabled = true;
    const token = window.localStorage.getItem(TOKEN_KEY);
    try {
      await fetch(LOGOUT_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: token ? { Authorization: token } : {},
      });
    } catch {
      // Logging out locally is what matters; the platform keeps no session to end.
    }
    window.localStorage.removeItem(TOKEN_KEY);
    window.location.assign(withOrg(LOGIN_PAGE));
  }

  if (!statusArea || !errorArea || !list || !logoutButton) return;
  const token = window.localStorage.getItem(TOKEN_KEY);
  if (!token) {
    window.location.replace(LOGIN_THEN_DASHBOARD);
    return;
  }
  logoutButton.addEventListener('click', logout);
  const heading = document.querySelector('h1');
  if (heading) showNotice(heading);
  load(token);
})();
