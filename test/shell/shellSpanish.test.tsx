import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { wentOffline } from '../../features/connectivity/connectivitySlice';
import { OfflineNotice } from '../../features/connectivity/OfflineNotice';
import { FEEDBACK_TEXT } from '../../features/feedback/schemas';
import { localeActions } from '../../features/locale/localeSlice';
import { notificationTimeLabel } from '../../features/notifications/timeLabel';
import { toastShown } from '../../features/toasts/toastsSlice';
import { LocaleProvider } from '../../src/i18n/LocaleProvider';
import { loadTranslator } from '../../src/i18n/translator';
import { setFormatLocale } from '../../src/lib/locale';
import { StatusAnnouncer, Toasts } from '../../src/shell/Toasts';
import { statusAnnounced } from '../../features/shellUi/shellUiSlice';
import { setupStore } from '../../store/store';

async function spanishStore() {
  await loadTranslator('es');
  const { store } = setupStore({});
  store.dispatch(localeActions.requested({ locale: 'es', source: 'switch' }));
  store.dispatch(localeActions.activated({ locale: 'es' }));
  return store;
}

afterEach(() => {
  setFormatLocale('en');
});

test('toasts and announcements written by sagas read in Spanish; platform text is shown as sent', async () => {
  const store = await spanishStore();
  render(
    <Provider store={store}>
      <LocaleProvider>
        <Toasts />
        <StatusAnnouncer />
        <OfflineNotice />
      </LocaleProvider>
    </Provider>,
  );
  act(() => {
    store.dispatch(toastShown({ message: FEEDBACK_TEXT.thanks, variant: 'success' }));
    store.dispatch(toastShown({ message: 'Server says no' }));
    store.dispatch(statusAnnounced({ message: FEEDBACK_TEXT.thanks }));
    store.dispatch(wentOffline());
  });
  expect(screen.getByRole('region', { name: 'Mensajes' })).toBeInTheDocument();
  expect(screen.getAllByText('Gracias. Sus comentarios se enviaron.')).toHaveLength(2);
  expect(screen.getByText('Server says no')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Cerrar mensaje' })).toHaveLength(2);
  expect(screen.getByTestId('offline-notice')).toHaveTextContent('No tiene conexión. Guardaremos sus respuestas.');
});

test('notification ages use the language’s unit abbreviations in Spanish, the spec’s in English', () => {
  const now = Date.parse('2024-06-30T12:00:00Z');
  const fiveMinutesAgo = new Date(now - 5 * 60_000).toISOString();
  expect(notificationTimeLabel(fiveMinutesAgo, now)).toBe('5m');
  setFormatLocale('es');
  expect(notificationTimeLabel(fiveMinutesAgo, now)).toMatch(/^5\s?min/);
});
