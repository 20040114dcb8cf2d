import { useT } from '../../../src/i18n/LocaleProvider';
import { useState } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { TextField } from '../../../src/ui/forms';
import { registrationActions } from '../registrationSlice';
import { passwordChecks, passwordStrength, validatePassword, type FieldError } from '../schemas';
import { ConsentFields } from './ConsentFields';
import { StepForm } from './StepForm';
import { useAppSelector } from '../../../store/hooks';

const STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
/** Status colours, not the brand's accent (which is orange for some brands): strong is never shown as a warning. */
const STRENGTH_TONES = ['weak', 'weak', 'fair', 'good', 'good'] as const;

/** Legacy login mode: the password never enters the store; it travels only in the submit intent. */
export default function SetPasswordStep() {
  return <PasswordForm />;
}

export function PasswordForm({ backHref }: { backHref?: string }) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const errors = useAppSelector((state) => state.registration.errors);
  const strength = passwordStrength(password);
  const checks = passwordChecks(password);
  return (
    <StepForm
      step="password"
      submitLabel={t('Create account')}
      final
      {...(backHref ? { backHref } : {})}
      extraErrors={() => validatePassword(password, confirmPassword)}
      onValid={() => dispatch(registrationActions.submitRequested({ password }))}
    >
      <TextField
        id="password"
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.find((e: FieldError) => e.field === 'password')?.message}
        hint={t('At least 12 characters with an uppercase letter, a lowercase letter, a number and one of !@#$%^&*')}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
      />
      <div className="strength-meter" aria-live="polite">
        <div className={`strength-segments strength-${STRENGTH_TONES[strength]}`} aria-hidden="true">
          {[1, 2, 3, 4].map((segment) => (
            <span key={segment} className={`strength-segment${strength >= segment ? ' filled' : ''}`} />
          ))}
        </div>
        <p className="field-hint">{t('Password strength: {strength}', { strength: t(STRENGTH_LABELS[strength]) })}</p>
        <ul className="password-rules">
          <li className={checks.length ? 'met' : undefined}>{t('12 or more characters')}</li>
          <li className={checks.upper && checks.lower ? 'met' : undefined}>{t('Upper and lower case letters')}</li>
          <li className={checks.number ? 'met' : undefined}>{t('A number')}</li>
          <li className={checks.special ? 'met' : undefined}>{t('One of !@#$%^&*')}</li>
        </ul>
      </div>
      <TextField
        id="confirmPassword"
        label={t('Confirm password')}
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        error={errors.find((e: FieldError) => e.field === 'confirmPassword')?.message}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
        }}
      />
      <ConsentFields />
    </StepForm>
  );
}
