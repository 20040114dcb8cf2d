import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DocumentViewer } from '../../features/application/screens/DocumentViewer';
import { signingProgressText } from '../../features/application/signerProgress';
import { conditionPrompt } from '../../features/conditions/categories';
import { UPLOAD_TEXT } from '../../features/conditions/screens/UploadDocument';
import { pdfBytes } from '../../features/documents/pdfBytes';
import { initialLocaleState } from '../../features/locale/localeSlice';
import type { Condition } from '../../src/api/contractShell';
import type { AdditionalSignerSummary } from '../../src/api/contractSigner';
import { LocaleProvider } from '../../src/i18n/LocaleProvider';
import { loadTranslator, type Translator } from '../../src/i18n/translator';
import { setFormatLocale } from '../../src/lib/locale';
import { setupStore } from '../../store/store';

jest.mock('../../features/documents/pdfjs', () => jest.requireActual<object>('../support/fakePdfjs'));

let spanish: Translator;
beforeAll(async () => {
  spanish = await loadTranslator('es');
});
afterEach(() => {
  setFormatLocale('en');
  for (const id of ['a', 'b']) pdfBytes.release(id);
});

const signer = (n: number, status: AdditionalSignerSummary['status']) =>
  ({ identityUuid: `s${n}`, email: `s${n}@example.com`, status }) as AdditionalSignerSummary;

const condition = (categoryEnum: string, extra: Partial<Condition> = {}): Condition => ({
  uuid: 'c1',
  categoryEnum,
  created: '2024-05-01T10:00:00Z',
  ...extra,
});

describe('documents part in Spanish', () => {
  it('reads the filled-in English sentences of signing and conditions back into Spanish', () => {
    expect(spanish.text(signingProgressText([signer(1, 'SIGNED'), signer(2, 'INVITED')]))).toBe(
      '1 de 2 propietarios firmaron.',
    );
    expect(spanish.text(signingProgressText([signer(1, 'INVITED')]))).toBe('0 de 1 propietario firmó.');
    expect(spanish.text(UPLOAD_TEXT.needFiles(3))).toBe('Elija al menos 3 archivos');
    const bank = conditionPrompt(condition('BANK_ACCOUNT_FRAUD_REVIEW'), '1234');
    expect(spanish.text(bank?.description ?? '')).toContain('termina en 1234');
    const paystubs = conditionPrompt(
      condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData: { numDocsRequired: 2 } }),
      null,
    );
    expect(spanish.text(paystubs?.description ?? '')).toBe(
      'Suba sus 3 talones de pago más recientes. Suba al menos 2 documentos.',
    );
  });

  it('keeps a condition text written by the platform as sent', () => {
    const prompt = conditionPrompt(condition('HARD_CREDIT_INQUIRY_REVIEW', { notes: 'Cancel the Acme loan.' }), null);
    expect(prompt?.platformText).toBe(true);
    expect(prompt?.description).toBe('Cancel the Acme loan.');
  });

  it('shows the document viewer in Spanish, with the document titles as sent', async () => {
    setFormatLocale('es');
    for (const id of ['a', 'b']) pdfBytes.put(id, new ArrayBuffer(id === 'a' ? 8 : 16));
    const { store } = setupStore({
      preloadedState: {
        locale: { ...initialLocaleState, active: 'es', requested: 'es' },
        documentPdfs: {
          a: { status: 'loaded', byteLength: 8 },
          b: { status: 'loaded', byteLength: 16 },
        },
      },
    });
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    render(
      <Provider store={store}>
        <LocaleProvider>
          <DocumentViewer
            documents={[
              { id: 'a', title: 'Agreement', pdfUrl: '/docs/a' },
              { id: 'b', title: 'Deed', pdfUrl: '/docs/b' },
            ]}
            label={spanish.t('Loan documents')}
            onReadToEnd={jest.fn()}
          />
        </LocaleProvider>
      </Provider>,
    );
    expect(await screen.findByRole('group', { name: 'Deed, página 3 de 3' })).toBeInTheDocument();
    expect(screen.getByTestId('document-page-status')).toHaveTextContent(/^Página [1-5] de 5$/);
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar Agreement (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Documentos del préstamo: vista y ampliación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vista de lectura', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vista de página', pressed: false })).toBeInTheDocument();
  });
});
