import { FIRST_LANGUAGE_PENDING_CLASS } from '../../src/brand/themeBoot';
import { createLanguageHold } from '../../src/boot/languageHold';

const held = () => document.documentElement.classList.contains(FIRST_LANGUAGE_PENDING_CLASS);

describe('the page held for its first language (decision 381)', () => {
  beforeEach(() => {
    document.documentElement.classList.add(FIRST_LANGUAGE_PENDING_CLASS);
  });

  it('shows a Spanish page only once React has drawn it in Spanish, though the catalogue came first', () => {
    const hold = createLanguageHold(window);
    hold.settled('es');
    // The prerendered markup, then the hydration's first commit: both English.
    expect(held()).toBe(true);
    hold.drawn('en');
    expect(held()).toBe(true);
    hold.drawn('es');
    expect(held()).toBe(false);
  });

  it('shows at once when the page settles in English (a failed catalogue, the bound): the markup is English', () => {
    const hold = createLanguageHold(window);
    hold.settled('en');
    expect(held()).toBe(false);
  });

  it('shows when the settle comes after the Spanish commit', () => {
    const hold = createLanguageHold(window);
    hold.drawn('es');
    expect(held()).toBe(true);
    hold.settled('es');
    expect(held()).toBe(false);
  });

  it('starts from the language the page was built in (decision 384)', async () => {
    document.documentElement.lang = 'es';
    try {
      const hold = createLanguageHold(window);
      hold.settled('es');
      // The Spanish markup is already Spanish: nothing to wait for.
      expect(held()).toBe(false);
      await expect(hold.whenSettled).resolves.toBe('es');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('holds a page built in Spanish that settles in English until React has drawn it in English', async () => {
    document.documentElement.lang = 'es';
    try {
      const hold = createLanguageHold(window);
      hold.settled('en');
      expect(held()).toBe(true);
      hold.drawn('en');
      expect(held()).toBe(false);
      // The first settle is the one hydration goes by.
      hold.settled('es');
      await expect(hold.whenSettled).resolves.toBe('en');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
