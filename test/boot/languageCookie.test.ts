import { languageCookie } from '../../src/boot/languageCookie';
import { LANGUAGE_COOKIE } from '../../src/api/contractShell';

describe('the language cookie (decision 387)', () => {
  it('carries the chosen language only, for the app’s pages, for a year, on this site', () => {
    expect(languageCookie('es', true)).toBe(
      `${LANGUAGE_COOKIE}=es;path=/account/;samesite=lax;secure;max-age=31536000`,
    );
    expect(languageCookie('en', false)).toBe(`${LANGUAGE_COOKIE}=en;path=/account/;samesite=lax;max-age=31536000`);
  });

  it('is removed when nothing is chosen', () => {
    expect(languageCookie(null, false)).toBe(`${LANGUAGE_COOKIE}=;path=/account/;samesite=lax;max-age=0`);
  });
});
