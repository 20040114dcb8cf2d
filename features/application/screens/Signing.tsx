import { createAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';
import { Link } from '../../../src/ui/Link';
import type { DocumentKind } from '../../../src/api/contractApplication';
import { useT } from '../../../src/i18n/LocaleProvider';
import { ErrorSummary, SubmitButton, TextField, type FieldError } from '../../../src/ui/forms';
import { Modal } from '../../../src/ui/Modal';
import { PageHeading } from '../../../src/ui/PageHeading';
import { ADDITIONAL_SIGNER_VERSION, type AdditionalSignerSummary } from '../../../src/api/contractSigner';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { modalOpened } from '../../overlays/modalsSlice';
import {
  additionalSignersActions,
  selectAdditionalSigners,
  type AdditionalSignersState,
} from '../additionalSignersSlice';
import { SIGNER_STATUS_TEXT, activeSigners, signingProgressText } from '../signerProgress';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { selectApplication } from '../selectors';
import { MAX_ADDITIONAL_SIGNERS, validateSignerEmails } from '../stepRules';
import { DocumentDownloads, DocumentViewer } from './DocumentViewer';
import { DOCUMENTS_LOAD_FAILED, READ_TO_END_DONE, READ_TO_SIGN_HINT } from './ReadToSign';
import { infoScreen } from './InfoScreen';
import { useStepData, useStepScreen } from './useStep';

/** The borrower scrolled the documents far enough to sign them (a log shows when the Sign button came on). */
export const documentsReadToEnd = createAction<{ kind: DocumentKind }>('signing/documentsReadToEnd');

/** Not the footer's 'disclosure-review' (src/shell/overlays/modalIds.ts): two modals with one id crash the frame. */
export const DISCLOSURE_MODAL_ID = 'signing-disclosures';
// The scroll gate's wording is shared with the additional signer's sign screen (ReadToSign.tsx).
export { DOCUMENTS_LOAD_FAILED, READ_TO_SIGN_HINT };

const useAppPath = () => {
  const application = useAppSelector(selectApplication);
  return (path: string) => `/account/heloc/${application?.uuid ?? ''}/${path}`;
};

/** Documents of one kind, and whether the borrower has scrolled them to the end. */
function useReadableDocuments(kind: DocumentKind) {
  const { dispatch, submitting, error } = useStepScreen();
  const load = useStepData(kind);
  const documents = useAppSelector((state) => selectSteps(state).documents[kind]);
  const [read, setRead] = useState(false);
  const onReadToEnd = useCallback(() => {
    setRead(true);
    dispatch(documentsReadToEnd({ kind }));
  }, [dispatch, kind]);
  const sign = () => {
    if (!documents || !read) return;
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'signatures',
        body: { kind, documentIds: documents.map((doc) => doc.id) },
        awaitsStatus: kind === 'notes',
        ...(kind === 'disclosures' ? { then: 'signing/sign' } : {}),
      }),
    );
  };
  return { dispatch, submitting, error, load, documents, read, onReadToEnd, sign };
}

/** signing/intro: what signing involves, and the way in. */
export function SigningIntro() {
  const { t } = useT();
  const appPath = useAppPath();
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Sign your documents')}</PageHeading>
      <p className="lead">{t('Your loan documents are ready. Signing them online takes about ten minutes.')}</p>
      <ol className="next-steps">
        <li>{t('Review your disclosures.')}</li>
        <li>{t('Read your loan agreement to the end, then sign it.')}</li>
        <li>{t('Meet a notary to finish closing your loan.')}</li>
      </ol>
      <div className="actions">
        <Link className="button" to={appPath('document/disclosures')}>
          {t('Review disclosures')}
        </Link>
        <Link className="button button-secondary" to={appPath('signing/support')}>
          {t('Get help with signing')}
        </Link>
      </div>
    </section>
  );
}

/** document/disclosures: the disclosures in the viewer; acknowledging them leads on to the loan documents. */
export function Disclosures() {
  const { t } = useT();
  const { submitting, error, load, documents, read, onReadToEnd, sign } = useReadableDocuments('disclosures');
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    sign();
  };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Review your disclosures')}</PageHeading>
      <ErrorSummary errors={errorsOf(load, error)} />
      {documents ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          <DocumentViewer documents={documents} label={t('Disclosures')} onReadToEnd={onReadToEnd} />
          <p className="field-hint" id="read-hint" aria-live="polite">
            {read ? t('You have reached the end of the disclosures.') : t(READ_TO_SIGN_HINT)}
          </p>
          <div className="actions">
            <SubmitButton loading={submitting} disabled={!read}>
              {t('I have reviewed the disclosures')}
            </SubmitButton>
          </div>
        </form>
      ) : load === 'loading' ? (
        <p role="status">{t('Loading your disclosures…')}</p>
      ) : null}
    </section>
  );
}

const errorsOf = (load: string, error: string | null): FieldError[] => [
  ...(load === 'failed' ? [{ field: 'document-viewer', message: DOCUMENTS_LOAD_FAILED }] : []),
  ...(error ? [{ field: 'sign-error', message: error }] : []),
];

/** signing/sign: the loan documents in the viewer; Sign stays off until the last page is 25% visible (001 §2). */
export function SignDocuments() {
  const { t } = useT();
  const { dispatch, submitting, error, load, documents, read, onReadToEnd, sign } = useReadableDocuments('notes');
  const disclosures = useAppSelector((state) => selectSteps(state).documents.disclosures);
  useStepData('disclosures');
  const appPath = useAppPath();
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    sign();
  };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Sign your loan documents')}</PageHeading>
      <ErrorSummary errors={errorsOf(load, error)} />
      {documents ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          <DocumentViewer documents={documents} label={t('Loan documents')} onReadToEnd={onReadToEnd} />
          <p className="field-hint" aria-live="polite">
            {read ? t(READ_TO_END_DONE) : t(READ_TO_SIGN_HINT)}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => dispatch(modalOpened({ id: DISCLOSURE_MODAL_ID }))}
            >
              {t('Review disclosures')}
            </button>
            <Link className="button button-secondary" to={appPath('signing/support')}>
              {t('Get help')}
            </Link>
            <SubmitButton loading={submitting} disabled={!read}>
              {t('Sign')}
            </SubmitButton>
          </div>
        </form>
      ) : load === 'loading' ? (
        <p role="status">{t('Loading your documents…')}</p>
      ) : null}
      <Modal id={DISCLOSURE_MODAL_ID} title={t('Disclosures')}>
        <p>{t('Your disclosures, as you reviewed them. Download any of them to keep a copy.')}</p>
        {disclosures ? <DocumentDownloads documents={disclosures} /> : <p role="status">{t('Loading…')}</p>}
      </Modal>
    </section>
  );
}

/** The invitation form: 1 to `maxRows` emails, none of them already invited; server errors show as text. */
function InviteForm({ maxRows, invited }: { maxRows: number; invited: readonly string[] }) {
  const { t } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const [emails, setEmails] = useState<string[]>(['']);
  const [checked, setChecked] = useState(false);
  const problems = validateSignerEmails(emails, invited);
  const fieldErrors: FieldError[] = checked
    ? problems.flatMap((message, index) => (message ? [{ field: `signer-email-${index}`, message }] : []))
    : [];
  const errors = [...fieldErrors, ...(error ? [{ field: 'signer-email-0', message: error }] : [])];

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const firstBad = problems.findIndex((problem) => problem !== null);
    if (firstBad >= 0) {
      document.getElementById(`signer-email-${firstBad}`)?.focus();
      return;
    }
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'additionalSigners',
        body: { emails: emails.map((email) => email.trim()) },
        // The application stays at CO_DEED_REQ until every signer has signed; the signers saga watches for that.
        awaitsStatus: false,
      }),
    );
  };

  return (
    <>
      <ErrorSummary errors={errors} />
      <form className="form" noValidate onSubmit={onSubmit}>
        {emails.map((email, index) => (
          <div key={index} className="signer-row">
            <TextField
              id={`signer-email-${index}`}
              label={t('Email of signer {number}', { number: index + 1 })}
              type="email"
              autoComplete="off"
              required
              value={email}
              error={checked ? (problems[index] ?? undefined) : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setEmails((list) => list.map((item, at) => (at === index ? value : item)));
              }}
            />
            {emails.length > 1 ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setEmails((list) => list.filter((_, at) => at !== index));
                }}
              >
                {t('Remove signer {number}', { number: index + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        {emails.length < maxRows ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setEmails((list) => [...list, '']);
            }}
          >
            {t('Add another signer')}
          </button>
        ) : null}
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Send invitations')}</SubmitButton>
        </div>
      </form>
    </>
  );
}

/** Who was invited and where each stands, refreshed by the signers saga; more may be invited up to four active. */
function InvitedSigners({
  signers,
  load,
}: {
  signers: AdditionalSignerSummary[] | null;
  load: AdditionalSignersState['load'];
}) {
  const { t, text } = useT();
  const [inviting, setInviting] = useState(false);
  const invitationSent = useAppSelector((state) => {
    const { submit } = selectSteps(state);
    return submit.step === 'additionalSigners' && submit.phase === 'sent';
  });
  // A sent invitation closes the form: the list shows the new signers as soon as the saga has fetched them.
  const [sentBefore, setSentBefore] = useState(invitationSent);
  if (invitationSent !== sentBefore) {
    setSentBefore(invitationSent);
    if (invitationSent) setInviting(false);
  }
  const active = activeSigners(signers ?? []);
  const room = MAX_ADDITIONAL_SIGNERS - active.length;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Waiting for the other owners to sign')}</PageHeading>
      <p className="lead">
        {t(
          'We sent each owner an invitation to sign. This page updates as they sign, and when everyone has signed you will move on to signing your own documents.',
        )}
      </p>
      <h2 id="invited-signers-title">{t('Invited signers')}</h2>
      {load === 'failed' && signers === null ? (
        <p role="alert">{t('We could not load the owners you invited just now. We will try again in a moment.')}</p>
      ) : signers === null || signers.length === 0 ? (
        <p role="status">{t('Loading the owners you invited…')}</p>
      ) : (
        <>
          <ul className="signer-list" aria-labelledby="invited-signers-title">
            {signers.map((signer) => (
              <li key={signer.identityUuid} className="signer-card" data-testid="invited-signer">
                <span className="signer-email">{signer.email}</span>
                <span className="signer-status" data-status={signer.status}>
                  {text(SIGNER_STATUS_TEXT[signer.status])}
                </span>
              </li>
            ))}
          </ul>
          <p role="status" data-testid="signing-progress">
            {text(signingProgressText(signers))}
          </p>
        </>
      )}
      {room > 0 && signers !== null ? (
        inviting ? (
          <section aria-labelledby="invite-more-title">
            <h2 id="invite-more-title">{t('Invite another owner')}</h2>
            <InviteForm maxRows={room} invited={active.map((signer) => signer.email)} />
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setInviting(false);
              }}
            >
              {t('Cancel')}
            </button>
          </section>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setInviting(true);
            }}
          >
            {t('Invite another owner')}
          </button>
        )
      ) : null}
    </section>
  );
}

/**
 * signing/additional: everyone else on the title signs too. The borrower invites them by email (1 to 4), then
 * follows their signing here; the application stays at CO_DEED_REQ until all of them have signed.
 */
export function AdditionalSigners() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { signers, load } = useAppSelector(selectAdditionalSigners);
  const application = useAppSelector(selectApplication);
  useEffect(() => {
    dispatch(additionalSignersActions.screenEntered());
    return () => {
      dispatch(additionalSignersActions.screenLeft());
    };
  }, [dispatch]);
  // The application names its signers before the list arrives, so a return visit does not flash the form.
  const invitedOnApplication =
    application?.additionalSignerVersion === ADDITIONAL_SIGNER_VERSION && (application.helocSigners?.length ?? 0) > 0;
  if ((signers?.length ?? 0) > 0 || invitedOnApplication) return <InvitedSigners signers={signers} load={load} />;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Invite the other owners to sign')}</PageHeading>
      <p className="lead">
        {t(
          'Everyone on the title of your home must sign. Enter the email address of each other owner and we will send them an invitation to sign.',
        )}
      </p>
      <InviteForm maxRows={MAX_ADDITIONAL_SIGNERS} invited={[]} />
    </section>
  );
}

export const SigningSupport = infoScreen('signing/support');
