// The site pages' language (issue 19), shared by login.js and dashboard.js, which load after it: `?lang=` on the link,
// else the borrower's choice stored by the app (redux-persist "persist:preAuth", its "locale"). A page without `?lang`
// in another language than the stored one is reloaded in it.
'use strict';

(function () {
  const params = new URLSearchParams(window.location.search);
  const lang =
    ['en', 'es'].find((locale) => locale === (params.get('lang') || '').toLowerCase().split(/[-_]/)[0]) || null;
  function storedLanguage() {
    try {
      const persisted = JSON.parse(window.localStorage.getItem('persist:preAuth') || 'null');
      const locale = persisted && typeof persisted.locale === 'string' ? JSON.parse(persisted.locale) : null;
      return locale === 'en' || locale === 'es' ? locale : null;
    } catch {
      return null;
    }
  }
  const stored = lang === null ? storedLanguage() : null;
  const reloading = Boolean(stored && stored !== document.documentElement.lang);
  if (reloading) {
    params.set('lang', stored);
    window.location.replace(window.location.pathname + '?' + params.toString() + window.location.hash);
  }
  // What the page's own script reads: the query (to pass the language on), the language chosen by link (null when
  // none), and whether the page is being reloaded in the stored language (then it does nothing).
  window.sitePageLanguage = Object.freeze({ params, lang, reloading });
})();
