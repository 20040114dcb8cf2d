import { PROCESSING_DURATION, plainWordsOf } from '../../features/processing/plainWords';
import { PROCESSING_MESSAGES } from '../../features/registration/messages';
import { transientStatusText } from '../../features/application/transientStatus';

describe('the processing wait in plain words (issue 48)', () => {
  it('keeps the spec messages and explains the soft credit pull as the credit page does', () => {
    expect(plainWordsOf('Pulling your soft credit')).toBe(transientStatusText('WAITING_FOR_SOFT_CREDIT').happening);
    expect(plainWordsOf('Pulling your soft credit')).toMatch(/does not affect your credit score/);
  });

  it('explains every step after the account, and says how long the wait takes', () => {
    for (const message of PROCESSING_MESSAGES.slice(1)) expect(plainWordsOf(message)).toMatch(/^We are /);
    expect(plainWordsOf('Creating your account')).toBeNull();
    expect(PROCESSING_DURATION).toBe('This usually takes less than a minute.');
  });
});
