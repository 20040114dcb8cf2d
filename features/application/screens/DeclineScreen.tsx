/** error/decline (status DECLINED): the decision, and what the borrower can do next. */
import { useT } from '../../../src/i18n/LocaleProvider';
import { InfoLayout } from './InfoScreen';

/** error/decline: why, in plain words, and what the borrower can do next (the reasons letter is the law's part). */
export function Decline() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t('We are unable to approve your application')}
      body={t(
        'After reviewing your application, credit report and property, we are not able to offer you a home equity line of credit at this time.',
      )}
      next={[
        t(
          'Within 30 days we will send you a letter that explains the main reasons for this decision and names the credit bureau we used.',
        ),
        t(
          'You have the right to a free copy of your credit report from that bureau within 60 days, and to dispute anything in it that is wrong.',
        ),
        t(
          'You are welcome to apply again when your situation changes, for example after paying down debt or if your home value rises.',
        ),
      ]}
      action={{ kind: 'dashboard' }}
    />
  );
}
