import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DOCUMENT_TEXT, DocumentViewer, READ_THRESHOLD } from '../../../features/application/screens/DocumentViewer';
import type { ApplicationDocument } from '../../../src/api/contractApplication';
import { documentPdfsActions, type DocumentPdfsState } from '../../../features/documents/documentPdfsSlice';
import { pdfBytes } from '../../../features/documents/pdfBytes';
import { setupStore } from '../../../store/store';
import type { Action, Middleware } from '@reduxjs/toolkit';
import { failureCaught } from '../../../features/diagnostics/failures';
import { destroying, openedSources, UNREADABLE_TEXT_BYTES } from '../../support/fakePdfjs';

/** pdf.js stand-in (test/support/fakePdfjs.ts): the real one needs a worker and a canvas, which jsdom has not. */
jest.mock('../../../features/documents/pdfjs', () => jest.requireActual<object>('../../support/fakePdfjs'));

/** A stand-in IntersectionObserver that records what is observed, so a test can report visibility by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(ratio: number) {
    const target = this.targets[0];
    if (!target) throw new Error('nothing observed');
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const documents: ApplicationDocument[] = [
  { id: 'a', title: 'Agreement', pdfUrl: '/docs/a' },
  { id: 'b', title: 'Deed', pdfUrl: '/docs/b' },
];

/** Byte lengths pick the fake's page counts: Agreement has 2 pages, Deed 3. */
const loaded = (ids: string[]): DocumentPdfsState => {
  const state: DocumentPdfsState = {};
  for (const id of ids) {
    const bytes = new ArrayBuffer(id === 'a' ? 8 : 16);
    pdfBytes.put(id, bytes);
    state[id] = { status: 'loaded', byteLength: bytes.byteLength };
  }
  return state;
};

function renderViewer(documentPdfs: DocumentPdfsState, onReadToEnd = jest.fn()) {
  const { store } = setupStore({ preloadedState: { documentPdfs } });
  const view = render(
    <Provider store={store}>
      <DocumentViewer documents={documents} label="Loan documents" onReadToEnd={onReadToEnd} />
    </Provider>,
  );
  return { store, view, onReadToEnd };
}

beforeEach(() => {
  FakeObserver.last = null;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  for (const doc of documents) pdfBytes.release(doc.id);
});

it('opens each document with the standard fonts of its pdf.js, same origin (issue 46: Firefox guessed Helvetica)', async () => {
  openedSources.length = 0;
  renderViewer(loaded(['a']));
  await screen.findByRole('group', { name: 'Agreement, page 2 of 2' });
  expect(openedSources[0]).toMatchObject({
    isEvalSupported: false,
    standardFontDataUrl: '/static/pdf-fonts/5.6.205/',
  });
});

describe('DocumentViewer scroll gate (001 §2)', () => {
  it('watches the last page of the last document, inside the viewer, at 25%', async () => {
    renderViewer(loaded(['a', 'b']));
    const last = await screen.findByRole('group', { name: 'Deed, page 3 of 3' });
    await waitFor(() => {
      expect(FakeObserver.last?.targets).toEqual([last]);
    });
    const observer = FakeObserver.last;
    expect(observer?.options.threshold).toBe(READ_THRESHOLD);
    expect(READ_THRESHOLD).toBe(0.25);
    expect(observer?.options.root).toBe(screen.getByRole('region', { name: 'Loan documents' }));
  });

  it('reports the end only once the last page is at least 25% visible, and only once', async () => {
    const { onReadToEnd } = renderViewer(loaded(['a', 'b']));
    await screen.findByRole('group', { name: 'Deed, page 3 of 3' });
    await waitFor(() => {
      expect(FakeObserver.last).not.toBeNull();
    });
    const observer = FakeObserver.last;
    if (!observer) throw new Error('no observer');
    act(() => {
      observer.report(0.1);
    });
    expect(onReadToEnd).not.toHaveBeenCalled();
    act(() => {
      observer.report(0.25);
    });
    expect(onReadToEnd).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('does not watch anything while a document has not loaded, so the end cannot be reached past it', async () => {
    const { store } = renderViewer(loaded(['b']));
    await screen.findByRole('group', { name: 'Deed, page 3 of 3' });
    expect(store.getState().documentPdfs.a).toEqual({ status: 'loading', url: '/docs/a' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Agreement…');
    expect(FakeObserver.last).toBeNull();
  });
});

describe('DocumentViewer', () => {
  it('asks for each PDF it has not got, by id and platform path', () => {
    const { store } = renderViewer({});
    expect(store.getState().documentPdfs).toEqual({
      a: { status: 'loading', url: '/docs/a' },
      b: { status: 'loading', url: '/docs/b' },
    });
  });

  it('draws every page with its text layer and counts the pages of all documents', async () => {
    renderViewer(loaded(['a', 'b']));
    const first = await screen.findByRole('group', { name: 'Agreement, page 1 of 2' });
    expect(first).toHaveTextContent('Prepared for: Dana Okafor');
    expect(screen.getAllByRole('group')).toHaveLength(5);
    // jsdom lays nothing out, so which page is current is the browser suite's to check; the total is not.
    expect(screen.getByTestId('document-page-status')).toHaveTextContent(/^Page [1-5] of 5$/);
  });

  it('opens in the reading view: the pages’ own text as headings and paragraphs, a line wrapped in the PDF joined', async () => {
    renderViewer(loaded(['a', 'b']));
    expect(screen.getByRole('button', { name: DOCUMENT_TEXT.readingView })).toHaveAttribute('aria-pressed', 'true');
    const first = await screen.findByRole('group', { name: 'Agreement, page 1 of 2' });
    expect(first).toHaveClass('reading-page');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Home Equity Line of Credit Agreement');
    expect(within(first).getByText(/^1\. Parties\./)).toHaveTextContent(
      '1. Parties. This document is made between the lender named in your application and the person named above.',
    );
    expect(within(first).getByText('Prepared for: Dana Okafor')).toBeInTheDocument();
    expect(screen.getByText(DOCUMENT_TEXT.readingNote)).toBeInTheDocument();
  });

  it('switches to the page view and back, with the same pages and the scroll gate on the last one', async () => {
    renderViewer(loaded(['a', 'b']));
    await screen.findByRole('group', { name: 'Deed, page 3 of 3' });
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.pageView }));
    const last = screen.getByRole('group', { name: 'Deed, page 3 of 3' });
    expect(last).toHaveClass('pdf-page');
    expect(screen.getAllByRole('group')).toHaveLength(5);
    await waitFor(() => {
      expect(FakeObserver.last?.targets).toEqual([last]);
    });
    expect(screen.queryByText(DOCUMENT_TEXT.readingNote)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.readingView }));
    expect(screen.getByRole('group', { name: 'Deed, page 3 of 3' })).toHaveClass('reading-page');
  });

  it('reports the end once, though switching views shows the last page again', async () => {
    const { onReadToEnd } = renderViewer(loaded(['a', 'b']));
    await screen.findByRole('group', { name: 'Deed, page 3 of 3' });
    await waitFor(() => {
      expect(FakeObserver.last).not.toBeNull();
    });
    act(() => {
      FakeObserver.last?.report(0.5);
    });
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.pageView }));
    await waitFor(() => {
      expect(FakeObserver.last?.targets[0]).toHaveClass('pdf-page');
    });
    act(() => {
      FakeObserver.last?.report(0.5);
    });
    expect(onReadToEnd).toHaveBeenCalledTimes(1);
  });

  it('zooms each view in its own steps, and stops at the ends', async () => {
    renderViewer(loaded(['a', 'b']));
    await screen.findByRole('group', { name: 'Agreement, page 1 of 2' });
    const zoom = screen.getByTestId('document-zoom');
    expect(zoom).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.zoomIn }));
    expect(zoom).toHaveTextContent('110%');
    expect(screen.getByTestId('document-viewer').style.getPropertyValue('--reading-zoom')).toBe('1.1');
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.pageView }));
    expect(zoom).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.zoomIn }));
    expect(zoom).toHaveTextContent('125%');
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.zoomOut }));
    expect(zoom).toHaveTextContent('50%');
    expect(screen.getByRole('button', { name: DOCUMENT_TEXT.zoomOut })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.readingView }));
    expect(zoom).toHaveTextContent('110%');
  });

  it('a pinch zooms: two fingers spreading, or a trackpad pinch (ctrl + wheel) over the viewer', async () => {
    renderViewer(loaded(['a', 'b']));
    await screen.findByRole('group', { name: 'Agreement, page 1 of 2' });
    const box = screen.getByTestId('document-viewer');
    const touches = (spread: number) => [
      { clientX: 100, clientY: 100 },
      { clientX: 100 + spread, clientY: 100 },
    ];
    fireEvent.touchStart(box, { touches: touches(100) });
    fireEvent.touchMove(box, { touches: touches(130) });
    fireEvent.touchEnd(box, { touches: [] });
    expect(screen.getByTestId('document-zoom')).toHaveTextContent('110%');
    fireEvent.wheel(box, { deltaY: 60, ctrlKey: true });
    expect(screen.getByTestId('document-zoom')).toHaveTextContent('100%');
    fireEvent.wheel(box, { deltaY: 60 });
    expect(screen.getByTestId('document-zoom')).toHaveTextContent('100%');
  });

  it('says why a PDF was refused, and Try again asks for it again', () => {
    const { store } = renderViewer({
      ...loaded(['b']),
      a: { status: 'failed', httpStatus: 403, message: 'This document belongs to someone else' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Agreement could not be loaded. It is not available to the account you are signed in with.',
    );
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_TEXT.tryAgain }));
    expect(store.getState().documentPdfs.a).toEqual({ status: 'loading', url: '/docs/a' });
  });

  it('reports a document pdf.js cannot read: the console, the store, and the message with Try again (issue 46)', async () => {
    const bytes = new ArrayBuffer(UNREADABLE_TEXT_BYTES);
    pdfBytes.put('a', bytes);
    const seen: Action[] = [];
    const record: Middleware = () => (next) => (action) => {
      seen.push(action as Action);
      return next(action);
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setupStore({
      preloadedState: { documentPdfs: { ...loaded(['b']), a: { status: 'loaded', byteLength: bytes.byteLength } } },
      middleware: [record],
    });
    render(
      <Provider store={store}>
        <DocumentViewer documents={documents} label="Loan documents" onReadToEnd={jest.fn()} />
      </Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Agreement could not be loaded.');
    expect(consoleError).toHaveBeenCalledWith(
      "Document viewer: open: TypeError: undefined is not a function (near '...value of readableStream...')",
    );
    expect(seen.filter((action) => failureCaught.match(action))).toEqual([
      failureCaught({ what: 'Document viewer: open', errorName: 'TypeError' }),
    ]);
    consoleError.mockRestore();
  });

  it('reports a document pdf.js cannot close, rather than leave its rejection unhandled (issue 46)', async () => {
    const seen: Action[] = [];
    const record: Middleware = () => (next) => (action) => {
      seen.push(action as Action);
      return next(action);
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    destroying.fails = new Error('Worker was terminated');
    try {
      const { store } = setupStore({ preloadedState: { documentPdfs: loaded(['a']) }, middleware: [record] });
      const view = render(
        <Provider store={store}>
          <DocumentViewer documents={documents} label="Loan documents" onReadToEnd={jest.fn()} />
        </Provider>,
      );
      await screen.findByRole('group', { name: 'Agreement, page 2 of 2' });
      view.unmount();
      await act(async () => {
        await Promise.resolve();
      });
      expect(seen.filter((action) => failureCaught.match(action))).toEqual([
        failureCaught({ what: 'Document viewer: close', errorName: 'Error' }),
      ]);
      expect(consoleError).toHaveBeenCalledWith('Document viewer: close: Error: Worker was terminated');
    } finally {
      destroying.fails = null;
      consoleError.mockRestore();
    }
  });

  it('downloads the fetched bytes under the document name, from a blob URL', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:pdf');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderViewer(loaded(['a', 'b']));
    fireEvent.click(await screen.findByRole('button', { name: DOCUMENT_TEXT.download('Deed') }));
    expect(clicked).toEqual(['Deed.pdf blob:pdf']);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    click.mockRestore();
  });

  it('drops the bytes when the screen is left', () => {
    const { store, view } = renderViewer(loaded(['a', 'b']));
    view.unmount();
    expect(store.getState().documentPdfs).toEqual({});
    store.dispatch(documentPdfsActions.released({ ids: [] }));
  });
});
