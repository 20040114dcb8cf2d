import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ComingSoonPage, LicensesPage } from '../../../features/legal/screens/PublicPages';
import { LocaleProvider } from '../../../src/i18n/LocaleProvider';
import { loadTranslator } from '../../../src/i18n/translator';
import type { Locale } from '../../../src/lib/locale';
import { setupStore } from '../../../store/store';

function renderPage(page: ReactNode, locale: Locale) {
  const { store } = setupStore({
    preloadedState: {
      locale: { requested: locale, active: locale, status: 'idle', source: 'switch' },
      legal: {
        documents: { terms: { status: 'idle' }, privacy: { status: 'idle' }, communications: { status: 'idle' } },
        licenses: {
          status: 'succeeded',
          value: [{ abbrev: 'CA', name: 'California', licenseNumber: '60DBO-1' }],
        },
      },
    },
  });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <LocaleProvider>{page}</LocaleProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('public pages in Spanish (issue 19)', () => {
  beforeAll(async () => {
    await loadTranslator('es');
  });

  it('keeps the English word for word by default, the support contact inside its sentence', () => {
    renderPage(<ComingSoonPage />, 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coming soon');
    expect(screen.getByText(/does not offer a home equity line of credit/)).toHaveTextContent(
      'This lender does not offer a home equity line of credit online here yet. We are working on it.',
    );
    expect(screen.getByText(/Talk to us:/).closest('li')).toHaveTextContent('Talk to us: Call 888-819-6388.');
  });

  it('speaks Spanish, with the elements of a sentence (contact, licence count) in place', () => {
    renderPage(<ComingSoonPage />, 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Próximamente');
    expect(screen.getByText(/Hable con nosotros/).closest('li')).toHaveTextContent(
      'Hable con nosotros: Llame al 888-819-6388.',
    );
    expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute('href', 'tel:888-819-6388');
  });

  it('translates the licenses page frame and leaves the platform data as sent', () => {
    renderPage(<LicensesPage />, 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Licencias');
    expect(screen.getByText(/Con licencia en 1 estado/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Número de licencia' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'California (CA)' })).toBeInTheDocument();
  });
});
