import { LEAVE_SURVEY_MODAL_ID } from '../../../features/leaveSurvey/leaveSurveySlice';
import { useT } from '../../i18n/LocaleProvider';
import { Modal } from '../../ui/Modal';

export const LEAVE_SURVEY_TEXT = {
  title: 'Before you go',
  body: 'Tell us why you are leaving: a two-minute survey helps us make applying easier.',
  link: 'Take the survey',
  dismiss: 'Close and log out',
} as const;

/** 001 §4 leave survey: the survey opens in a new tab; closing the modal lets the logout go on. */
export function LeaveSurveyModal() {
  const { t } = useT();
  return (
    <Modal
      id={LEAVE_SURVEY_MODAL_ID}
      title={t(LEAVE_SURVEY_TEXT.title)}
      dismissLabel={t(LEAVE_SURVEY_TEXT.dismiss)}
      actions={
        <a className="button" href="/contact?topic=leave-survey" target="_blank" rel="noopener noreferrer">
          {t(LEAVE_SURVEY_TEXT.link)}
        </a>
      }
    >
      <p>{t(LEAVE_SURVEY_TEXT.body)}</p>
    </Modal>
  );
}
