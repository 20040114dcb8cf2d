/**
 * One page in the reading view: the page's own text (pdf.js getTextContent, put back into paragraphs by reflow.ts)
 * set at a reading size that wraps to the viewer's width, so a phone needs neither zoom nor sideways scrolling. A
 * page with no text (a scan) shows as its picture instead.
 */
import { useMemo } from 'react';
import { PdfPage, type PdfPageProps } from './PdfPage';
import { reflow, textRuns } from './reflow';
import { useDocumentText } from './texts';

/** The reading view's zoom scales its type from the reading size (documentViewer.css); the picture keeps 100%. */
export function ReadingPage(props: PdfPageProps) {
  const { number, title, pdf, textContent, pageRef } = props;
  const documentTexts = useDocumentText();
  const blocks = useMemo(() => reflow(textRuns(textContent.items)), [textContent]);
  if (blocks.length === 0) return <PdfPage {...props} zoom={1} />;
  return (
    <div
      ref={pageRef}
      className="document-page reading-page"
      role="group"
      aria-label={documentTexts.pageLabel(title, number, pdf.numPages)}
      data-page-number={number}
      data-testid={pageRef ? 'document-last-page' : undefined}
    >
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h3 key={index} className="reading-heading">
            {block.text}
          </h3>
        ) : (
          <p key={index} className={block.kind === 'small' ? 'reading-small' : undefined}>
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
