import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import type { Locale } from '../lib/locale';
import { useAppSelector } from '../../store/hooks';
import { ENGLISH, translatorFor, type Translator } from './translator';

const TranslatorContext = createContext<Translator>(ENGLISH);

/**
 * The active language's translator for every screen below (English outside it: the kit gallery, unit tests).
 * `onDrawn` hears each commit's language, once the screens below are on the page in it (decision 381).
 */
export function LocaleProvider({ children, onDrawn }: { children: ReactNode; onDrawn?: (locale: Locale) => void }) {
  const locale = useAppSelector((state) => state.locale.active);
  useLayoutEffect(() => {
    onDrawn?.(locale);
  }, [onDrawn, locale]);
  return <TranslatorContext value={translatorFor(locale)}>{children}</TranslatorContext>;
}

/** `const { t, text } = useT()`: texts in the borrower's language. */
export const useT = (): Translator => useContext(TranslatorContext);
