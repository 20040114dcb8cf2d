import {
  FEEDBACK_MODAL_ID,
  failed,
  feedbackReducer,
  submitted,
  succeeded,
} from '../../../features/feedback/feedbackSlice';
import { modalOpened } from '../../../features/overlays/modalsSlice';

const sent = (state = feedbackReducer(undefined, { type: 'init' })) =>
  feedbackReducer(state, submitted({ topic: 'COMPLIMENT', marketingConsent: false, pathname: '/' }));

describe('the CEO feedback form opened again', () => {
  test('after a message went: a fresh form, not the thanks for good', () => {
    const thanked = feedbackReducer(sent(), succeeded());
    expect(thanked.status).toBe('succeeded');
    expect(feedbackReducer(thanked, modalOpened({ id: FEEDBACK_MODAL_ID }))).toEqual({ status: 'idle', error: null });
  });

  test('after a failure: the last error is not shown on the new one', () => {
    const refused = feedbackReducer(sent(), failed({ message: 'Message is too long' }));
    expect(feedbackReducer(refused, modalOpened({ id: FEEDBACK_MODAL_ID }))).toEqual({ status: 'idle', error: null });
  });

  test('a message still on its way, or another modal, changes nothing', () => {
    const sending = sent();
    expect(feedbackReducer(sending, modalOpened({ id: FEEDBACK_MODAL_ID }))).toBe(sending);
    const thanked = feedbackReducer(sending, succeeded());
    expect(feedbackReducer(thanked, modalOpened({ id: 'leave-survey' }))).toBe(thanked);
  });
});
