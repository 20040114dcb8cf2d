import { useEffect, type ReactNode } from 'react';
import type { MessageId } from '../../../src/i18n/catalog';
import { useT } from '../../../src/i18n/LocaleProvider';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { SignerScreen } from '../rules';
import { signerActions } from '../signerSlice';
import { SIGNER_TEXT } from '../text';

/** Tells the signer saga a signer screen opened (its first one loads the saga); answers the signer state. */
export function useSignerScreen(screen: SignerScreen) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(signerActions.areaEntered({ screen }));
  }, [dispatch, screen]);
  return { dispatch, signer: useAppSelector((state) => state.signer) };
}

/** Once known, the loan a signer screen is about (001 §2 Application ID), above its heading on every signer screen. */
export function SignerLoanNumber() {
  const loanNumber = useAppSelector((state) => state.signer.coDeed?.loanNumber);
  const { t } = useT();
  return loanNumber ? (
    <p className="application-id">
      {t(SIGNER_TEXT.applicationId)}: <span data-testid="loan-number">{loanNumber}</span>
    </p>
  ) : null;
}

/**
 * A signer screen's frame: its heading and, once known, the loan it is about. The heading is a catalogue message,
 * translated here, so no screen can show it in English on a Spanish page (the identity screen did).
 */
export function SignerPage({ title, children }: { title: MessageId; children: ReactNode }) {
  const { t } = useT();
  return (
    <section className="screen" aria-labelledby="page-heading">
      <SignerLoanNumber />
      <PageHeading>{t(title)}</PageHeading>
      {children}
    </section>
  );
}
