import { createContext, useContext, type ReactNode } from 'react';
import { useAppSelector } from '../../store/hooks';
import { ENGLISH, translatorFor, type Translator } from './translator';

const TranslatorContext = createContext<Translator>(ENGLISH);

/** The active language's translator for every screen below (English outside it: the kit gallery, unit tests). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector((state) => state.locale.active);
  return <TranslatorContext value={translatorFor(locale)}>{children}</TranslatorContext>;
}

/** `const { t, text } = useT()`: texts in the borrower's language. */
export const useT = (): Translator => useContext(TranslatorContext);
