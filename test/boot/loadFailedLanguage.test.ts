import { runInNewContext } from 'node:vm';
import { loadFailedScript, loadFailedTexts } from '../../src/boot/loadFailed';
import { ES } from '../../src/i18n/es/catalog';

// A file of its own: the watch listens on the window for the page's life (test/boot/loadFailed.test.ts runs English).
test('a page built in Spanish says its scripts failed in Spanish (decision 384)', () => {
  document.documentElement.lang = 'es';
  runInNewContext(loadFailedScript(), { window, document });
  const script = document.head.appendChild(document.createElement('script'));
  script.src = '/static/main.abc.js';
  script.dispatchEvent(new Event('error'));
  const notice = document.querySelector<HTMLElement>('[data-load-failed]');
  expect(notice?.querySelector('p')?.textContent).toBe(
    ES["This page didn't finish loading. Check your connection, then try again. We'll keep your answers."],
  );
  expect(notice?.querySelector('button')?.textContent).toBe('Intentar de nuevo');
  expect(loadFailedTexts().es.message).not.toBe(loadFailedTexts().en.message);
});
