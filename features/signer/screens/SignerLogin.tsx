import { useEffect, useState, type SyntheticEvent } from 'react';
import { ErrorSummary, focusField, SubmitButton, TextField, type FieldError } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useT } from '../../../src/i18n/LocaleProvider';
import { loginHref, SIGNER_RESUME } from '../../../src/lib/url';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { validateEmail } from '../../application/stepRules';
import { redirectRequested } from '../../navigation/navigationSlice';
import { selectLoginMode } from '../../registration/selectors';
import { pendingCredentials } from '../../session/pendingCredentials';
import { loginRequested } from '../../session/sessionSlice';
import { SIGNER_TEXT } from '../text';

const TEXT = SIGNER_TEXT.login;
const EMAIL_ID = 'signer-email';
const PASSWORD_ID = 'signer-password';

/** 001 §5: the email messages, and 'Required' for the password. */
export function checkLogin(email: string, password: string): FieldError[] {
  const emailProblem = validateEmail(email);
  return [
    ...(emailProblem ? [{ field: EMAIL_ID, message: emailProblem }] : []),
    ...(password === '' ? [{ field: PASSWORD_ID, message: TEXT.passwordRequired }] : []),
  ];
}

/**
 * The signer login (000 §2.3), public while the organisation's external-authentication mode is off (000 §2.1). With
 * it on, signers log in on the platform's page and come back to resume. A signed-in visitor goes on to resume.
 */
export default function SignerLogin() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const external = useAppSelector(selectLoginMode) === 'external';
  const login = useAppSelector((state) => state.session.login);
  // Decided on arrival only: a login on this page moves the signer on itself (the login saga).
  const [signedInOnArrival] = useState(authenticated);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);

  useEffect(() => {
    if (signedInOnArrival)
      dispatch(redirectRequested({ to: SIGNER_RESUME, replace: true, reason: 'signer already signed in' }));
    else if (external)
      dispatch(
        redirectRequested({
          to: loginHref(SIGNER_RESUME),
          external: true,
          replace: true,
          reason: 'external authentication: signers log in on the platform',
        }),
      );
  }, [dispatch, external, signedInOnArrival]);

  if (signedInOnArrival || external)
    return (
      <section className="screen" aria-labelledby="page-heading">
        <PageHeading>{t(TEXT.title)}</PageHeading>
        <p role="status">{t(TEXT.redirecting)}</p>
      </section>
    );

  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkLogin(email, password);
    setErrors(found);
    const first = found[0];
    if (first) {
      focusField(first.field);
      return;
    }
    pendingCredentials.set({ email: email.trim(), password });
    dispatch(loginRequested({ area: 'signer', returnTo: SIGNER_RESUME }));
  };
  // The platform's refusal is about both fields; it shows until the signer's next attempt passes the checks.
  const summary = errors.length > 0 || !login.error ? errors : [{ field: EMAIL_ID, message: login.error }];

  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(TEXT.title)}</PageHeading>
      <ErrorSummary errors={summary} />
      <p className="lead">{t(TEXT.lead)}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          id={EMAIL_ID}
          label={t(TEXT.emailLabel)}
          type="email"
          autoComplete="username"
          spellCheck={false}
          required
          value={email}
          error={errorOf(EMAIL_ID)}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <TextField
          id={PASSWORD_ID}
          label={t(TEXT.passwordLabel)}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errorOf(PASSWORD_ID)}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <div className="actions">
          <SubmitButton loading={login.status === 'pending'} loadingText={t(TEXT.submitting)}>
            {t(TEXT.submit)}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
