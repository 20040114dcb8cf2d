// Login page: posts the credentials to the customer identity broker and keeps the returned token where the app
// reads it (localStorage "jwt", already in the form "Bearer <jwt>"). Messages go in with textContent only.
'use strict';

(function () {
  const LOGIN_URL = '/identity-broker/customer/api/v3/login';
  const DEFAULT_TARGET = '/dashboard';

  const form = document.getElementById('login-form');
  const errorArea = document.getElementById('login-error');
  if (!form || !errorArea) return;

  // The page's language (sandbox/public/pageLanguage.js, loaded before this script).
  const { params: PARAMS, lang: LANG, reloading } = window.sitePageLanguage;
  if (reloading) return;
  // The texts this script writes, in the page's language (the server puts them on the form; English without).
  function pageText() {
    try {
      return JSON.parse(form.dataset.text || '{}');
    } catch {
      return {};
    }
  }
  const UNEXPECTED = pageText().unexpected || 'Something unexpected happened';

  // Only same-site paths (a slash then a lowercase letter), so a crafted link cannot send the borrower elsewhere.
  // A language chosen by link goes along to the dashboard.
  function target() {
    const redirectUrl = PARAMS.get('redirectUrl');
    const path = redirectUrl && /^\/[a-z]/.test(redirectUrl) ? redirectUrl : DEFAULT_TARGET;
    if (LANG === null || /[?&]lang=/.test(path)) return path;
    return path + (path.includes('?') ? '&' : '?') + 'lang=' + encodeURIComponent(LANG);
  }

  async function errorMessage(response) {
    try {
      const body = await response.json();
      if (body && Array.isArray(body.errors) && body.errors.length > 0) return body.errors.join(', ');
      if (body && typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: fall through to the generic message.
    }
    return UNEXPECTED;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    errorArea.textContent = '';
    const submit = form.querySelector('button[type="submit"]');
    if (submit) submit.disabled = true;
    try {
      const response = await fetch(LOGIN_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: form.elements.email.value, password: form.elements.password.value }),
      });
      const authorization = response.headers.get('Authorization');
      if (!response.ok || !authorization) {
        errorArea.textContent = response.ok ? UNEXPECTED : await errorMessage(response);
        return;
      }
      window.localStorage.setItem('jwt', authorization);
      window.location.assign(target());
    } catch {
      errorArea.textContent = UNEXPECTED;
    } finally {
      if (submit) submit.disabled = false;
    }
  });
})();
