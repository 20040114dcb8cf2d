import { useEffect, type ReactNode } from 'react';
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

/** A signer screen's frame: its heading and, once known, the loan it is about (001 §2 Application ID). */
export function SignerPage({ title, children }: { title: string; children: ReactNode }) {
  const loanNumber = useAppSelector((state) => state.signer.coDeed?.loanNumber);
  const { t } = useT();
  return (
    <section className="screen" aria-labelledby="page-heading">
      {loanNumber ? (
        <p className="application-id">
          {t(SIGNER_TEXT.applicationId)}: <span data-testid="loan-number">{loanNumber}</span>
        </p>
      ) : null}
      <PageHeading>{title}</PageHeading>
      {children}
    </section>
  );
}
