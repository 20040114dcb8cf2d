/**
 * The viewer's toolbar: the choice of view (Reading view, Page view), zoom out and in with the zoom shown, and
 * "Page X of Y" for all the screen's documents. Controls only: the viewer owns the state.
 */
import { formatPercent } from '../../../../src/lib/money';
import type { DocumentView } from './PdfDocument';
import { useDocumentText } from './texts';

interface ToolbarProps {
  label: string;
  view: DocumentView;
  onView: (view: DocumentView) => void;
  zoom: number;
  canZoomOut: boolean;
  canZoomIn: boolean;
  onZoom: (direction: 1 | -1) => void;
  current: number;
  total: number;
}

export function ViewerToolbar({
  label,
  view,
  onView,
  zoom,
  canZoomOut,
  canZoomIn,
  onZoom,
  current,
  total,
}: ToolbarProps) {
  const text = useDocumentText();
  const views = [
    { id: 'reading', name: text.readingView },
    { id: 'page', name: text.pageView },
  ] as const;
  return (
    <div className="document-viewer-toolbar" role="toolbar" aria-label={text.tools(label)}>
      <div className="document-view-switch">
        {views.map((option) => (
          <button
            key={option.id}
            type="button"
            className="document-view-option"
            aria-pressed={view === option.id}
            onClick={() => {
              onView(option.id);
            }}
          >
            {option.name}
          </button>
        ))}
      </div>
      <div className="document-zoom">
        <button
          type="button"
          className="document-zoom-button"
          aria-label={text.zoomOut}
          onClick={() => {
            onZoom(-1);
          }}
          disabled={!canZoomOut}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span className="document-viewer-zoom" data-testid="document-zoom">
          {formatPercent(zoom, 0)}
        </span>
        <button
          type="button"
          className="document-zoom-button"
          aria-label={text.zoomIn}
          onClick={() => {
            onZoom(1);
          }}
          disabled={!canZoomIn}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="document-viewer-page" data-testid="document-page-status">
        {total > 0 ? text.pageStatus(current, total) : null}
      </span>
    </div>
  );
}
