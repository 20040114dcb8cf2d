import { reflow, textRuns, type TextRun } from '../../../features/application/screens/documentViewer/reflow';

/** A run as pdf.js's getTextContent gives it: `size` pt type at x, on baseline y (PDF points, y up). */
const run = (str: string, size: number, y: number, width: number, x = 56): TextRun => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
});

describe('reflow (the reading view’s text)', () => {
  it('joins the lines of a wrapped paragraph, and ends it at its short last line', () => {
    expect(
      reflow([
        run('The line is open-end and fully drawn at origination at a fixed', 12, 700, 490),
        run('rate. Additional draws are priced on the Prime Rate.', 12, 685, 300),
        run('Security. The loan is secured by the home named above.', 12, 660, 320),
      ]),
    ).toEqual([
      {
        kind: 'paragraph',
        text: 'The line is open-end and fully drawn at origination at a fixed rate. Additional draws are priced on the Prime Rate.',
      },
      { kind: 'paragraph', text: 'Security. The loan is secured by the home named above.' },
    ]);
  });

  it('tells headings and fine print from body text by their size against the page’s body size', () => {
    expect(
      reflow([
        run('Deed of Trust', 20, 740, 140),
        run('Body text set in the size most of the page uses, wrapping to the margin', 12, 700, 500),
        run('and ending here.', 12, 685, 90),
        run('Deed of Trust - page 1 of 3', 9, 28, 110),
      ]).map((block) => block.kind),
    ).toEqual(['heading', 'paragraph', 'small']);
  });

  it('keeps "Label: value" lines and numbered items apart, and puts runs of one baseline on one line', () => {
    expect(
      reflow([
        // A paragraph's last line can reach the margin: the space after it ends it.
        run('A full line that reaches the right margin of the text column, as body text does', 12, 731, 500),
        run('Loan number:', 12, 705, 80),
        run('1234', 12, 705, 30, 140),
        run('Date: 2026-11-27', 12, 690, 90),
        run('1. Parties. A numbered section that again runs across the whole width of the page', 12, 675, 500),
        run('2. The line of credit.', 12, 660, 120),
      ]).map((block) => block.text),
    ).toEqual([
      'A full line that reaches the right margin of the text column, as body text does',
      'Loan number: 1234',
      'Date: 2026-11-27',
      '1. Parties. A numbered section that again runs across the whole width of the page',
      '2. The line of credit.',
    ]);
  });

  it('keeps a hyphen a line ended on, without a space, and skips blank runs and marked-content markers', () => {
    const items = [
      run('A paragraph whose last word on this line is broken with a hyphen: open-', 12, 700, 500),
      run(' ', 12, 700, 3, 560),
      { type: 'beginMarkedContent', id: 'x' },
      run('end line of credit.', 12, 685, 100),
    ];
    expect(reflow(textRuns(items))).toEqual([
      {
        kind: 'paragraph',
        text: 'A paragraph whose last word on this line is broken with a hyphen: open-end line of credit.',
      },
    ]);
  });

  it('has nothing to show for a page without text (a scan)', () => {
    expect(reflow([])).toEqual([]);
  });
});
