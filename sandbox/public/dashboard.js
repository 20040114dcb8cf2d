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

  const statusArea = document.getElementById('dashboard-status');
  const errorArea = document.getElementById('dashboard-error');
  const list = document.getElementById('application-list');
  const logoutButton = document.getElementById('logout-button');

  // The page's language (sandbox/public/pageLanguage.js, loaded before this script).
  const { params: PARAMS, lang: LANG, reloading } = window.sitePageLanguage;
  if (reloading) return;

  // The texts this script writes: English here, the page's language from the server (on the list, absent in English).
  const ENGLISH = {
    application: 'Application {loanNumber}',
    status: 'Status: {status}',
    none: 'You have no applications yet.',
    one: 'You have 1 application.',
    many: 'You have {count} applications.',
    failed: 'Something unexpected happened. Please reload the page.',
    continueHint: 'Your account is ready and we kept your answers. You can finish your application now.',
    continueLabel: 'Continue your application',
    notices: {},
    statuses: {},
  };
  function pageText() {
    try {
      return Object.assign({}, ENGLISH, JSON.parse((list && list.dataset.text) || '{}'));
    } catch {
      return ENGLISH;
    }
  }
  const TEXT = pageText();
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }

  // The organisation chosen by ?org (000 §1) and a language chosen by ?lang go along, so the login page, the way back
  // and the app keep them.
  const ORG = PARAMS.get('org');
  function withParam(path, name, value) {
    return path + (path.includes('?') ? '&' : '?') + name + '=' + encodeURIComponent(value);
  }
  function withLang(path) {
    return LANG ? withParam(path, 'lang', LANG) : path;
  }
  function withOrg(path) {
    return withLang(ORG ? withParam(path, 'org', ORG) : path);
  }
  const LOGIN_THEN_DASHBOARD = withOrg(LOGIN_PAGE + '?redirectUrl=' + encodeURIComponent(withOrg('/dashboard')));

  function toLogin() {
    window.localStorage.removeItem(TOKEN_KEY);
    window.location.assign(LOGIN_THEN_DASHBOARD);
  }

  // OFFER_SELECTION -> "Offer selection" (or the page language's name for it)
  function statusLabel(status) {
    if (status && Object.prototype.hasOwnProperty.call(TEXT.statuses, status)) return TEXT.statuses[status];
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
      link.href = withLang('/account/heloc/' + encodeURIComponent(application.uuid));
      link.textContent = fill(TEXT.application, { loanNumber: application.loanNumber });
      const status = document.createElement('span');
      status.className = 'application-status';
      status.textContent = fill(TEXT.status, {
        status: statusLabel(application.status && application.status.checklistStatus),
      });
      item.append(link, ' ', status);
      list.append(item);
    }
    statusArea.textContent =
      applications.length === 0
        ? TEXT.none
        : applications.length === 1
          ? TEXT.one
          : fill(TEXT.many, { count: applications.length });
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
      errorArea.textContent = TEXT.failed;
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
    // The app's own sentences in the page's language; a platform's message as it was sent.
    message.textContent = Object.prototype.hasOwnProperty.call(TEXT.notices, notice.message)
      ? TEXT.notices[notice.message]
      : notice.message;
    box.append(message);
    if (isAppPath(notice.continueHref)) {
      const hint = document.createElement('p');
      hint.textContent = TEXT.continueHint;
      const link = document.createElement('a');
      link.className = 'button';
      link.href = withLang(notice.continueHref);
      link.textContent = TEXT.continueLabel;
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
