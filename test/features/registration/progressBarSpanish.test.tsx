import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ProgressBar } from '../../../features/registration/screens/ProgressBar';
import { initialLocaleState } from '../../../features/locale/localeSlice';
import { LocaleProvider } from '../../../src/i18n/LocaleProvider';
import { loadTranslator } from '../../../src/i18n/translator';
import type { Locale } from '../../../src/lib/locale';
import { setupStore } from '../../../store/store';

beforeAll(async () => {
  await loadTranslator('es');
});

const sectionsShown = (locale: Locale) => {
  const { store } = setupStore({
    preloadedState: { locale: { ...initialLocaleState, active: locale, requested: locale } },
  });
  render(
    <Provider store={store}>
      <LocaleProvider>
        <ProgressBar current="name" />
      </LocaleProvider>
    </Provider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

describe('registration progress: the sections and their parts (001 §2)', () => {
  it('keeps the spec title case in English', () => {
    expect(sectionsShown('en')).toEqual([
      'Property Info: Address, Sale Status',
      'Income Info',
      'Personal Info: Name, Birthdate',
      'Contact Info',
      'Login Info',
    ]);
  });

  it('writes the parts after the colon in lower case in Spanish', () => {
    expect(sectionsShown('es')).toEqual([
      'Propiedad: dirección, estado de venta',
      'Ingresos',
      'Datos personales: nombre, fecha de nacimiento',
      'Contacto',
      'Acceso',
    ]);
  });
});
