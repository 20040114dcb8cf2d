import { act, render, screen } from '@testing-library/react';
import { DocumentViewer, READ_THRESHOLD } from '../../../features/application/screens/DocumentViewer';
import type { ApplicationDocument } from '../../../src/api/contractApplication';

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
  { id: 'a', title: 'Agreement', pdfUrl: '/a.pdf', pageUrls: ['/a/1.svg', '/a/2.svg'] },
  { id: 'b', title: 'Deed', pdfUrl: '/b.pdf', pageUrls: ['/b/1.svg', '/b/2.svg', '/b/3.svg'] },
];

beforeEach(() => {
  FakeObserver.last = null;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

describe('DocumentViewer scroll gate', () => {
  it('watches the last page of the last document, inside the viewer, at 25%', () => {
    render(<DocumentViewer documents={documents} label="Loan documents" onReadToEnd={jest.fn()} />);
    const observer = FakeObserver.last;
    expect(observer?.options.threshold).toBe(READ_THRESHOLD);
    expect(READ_THRESHOLD).toBe(0.25);
    expect(observer?.options.root).toBe(screen.getByRole('region', { name: 'Loan documents' }));
    expect(observer?.targets).toEqual([screen.getByAltText('Deed, page 3 of 3')]);
  });

  it('reports the end only once the last page is at least 25% visible, and only once', () => {
    const onReadToEnd = jest.fn();
    render(<DocumentViewer documents={documents} label="Loan documents" onReadToEnd={onReadToEnd} />);
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
});
