import { useT } from '../../../src/i18n/LocaleProvider';
import { useAppSelector } from '../../../store/hooks';
import { PageHeading } from '../../../src/ui/PageHeading';
import { CONDITION_TEXT } from '../categories';
import { selectConditionPrompts } from '../selectors';
import { ConditionList } from './ConditionList';
import { useConditionArea } from './useConditionArea';

/** The conditions dashboard: every open condition with its prompt and action. */
export default function ConditionsDashboard() {
  const { t } = useT();
  const { area } = useConditionArea();
  const prompts = useAppSelector(selectConditionPrompts);
  const status = useAppSelector((state) => state.conditions.status);
  return (
    <section className="screen">
      <PageHeading>{t(CONDITION_TEXT.dashboardHeading)}</PageHeading>
      {status === 'failed' ? <p role="alert">{t(CONDITION_TEXT.loadFailed)}</p> : null}
      {status === 'succeeded' && prompts.length === 0 ? <p>{t(CONDITION_TEXT.noConditions)}</p> : null}
      <ConditionList prompts={prompts} area={area} />
    </section>
  );
}
