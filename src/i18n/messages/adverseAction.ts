/**
 * English catalogue part: the decline screen's adverse-action notice and its PDF (issue 36). The texts live in
 * features/application/adverseActionText.ts and, for the reasons' own words (form C-1), in the contract; this list
 * gathers them as message ids for the catalogue and its tests.
 */
import { ADVERSE_ACTION_REASONS } from '../../api/contractAdverseAction';
import { NOTICE_TEXT, REASON_HELP } from '../../../features/application/adverseActionText';

type Help = (typeof REASON_HELP)[keyof typeof REASON_HELP];

const helpTexts = Object.values(REASON_HELP).flatMap((help: Help) =>
  'canDo' in help ? [help.means, help.canDo] : [help.means],
);

export const ADVERSE_ACTION_TEXT = [
  ...Object.values(NOTICE_TEXT),
  ...Object.values(ADVERSE_ACTION_REASONS),
  // One reason's line serves several reasons; the catalogue holds it once.
  ...new Set(helpTexts),
] as const;
