import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useT } from '../i18n/LocaleProvider';
import { describedBy, FieldMessages } from './forms/Field';
import { Button } from './Button';
import './kit.css';

const IMAGE_PREVIEW_LIMIT = 5 * 1024 * 1024;

/**
 * A data: URL preview of an image (the CSP allows data: images, not blob:), none for PDFs and large files. A file the
 * reader cannot read gets no preview and the borrower can still send it; `onFailed` hears of it (issue 46), since the
 * same file may fail to upload too (a photo still in the cloud, a permission taken back).
 */
function usePreview(file: File, onFailed: ((error: unknown) => void) | undefined): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  // The latest callback, without reading the file again when a screen passes a new one.
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  }, [onFailed]);
  useEffect(() => {
    if (!file.type.startsWith('image/') || file.size > IMAGE_PREVIEW_LIMIT || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.onerror = () => {
      failed.current?.(reader.error ?? new Error('The file could not be read'));
    };
    try {
      reader.readAsDataURL(file);
    } catch (error: unknown) {
      failed.current?.(error);
      return undefined;
    }
    return () => {
      reader.abort();
    };
  }, [file]);
  return preview;
}

/** The file's kind in a few letters under its icon: its extension, as the borrower's file manager shows it. */
const fileKind = (file: File): string => /\.([a-z0-9]{1,4})$/i.exec(file.name)?.[1]?.toUpperCase() ?? '';

const sizeLabel = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function ChosenFile({
  file,
  busy,
  onRemove,
  onPreviewFailed,
}: {
  file: File;
  busy: boolean;
  onRemove: () => void;
  onPreviewFailed: ((error: unknown) => void) | undefined;
}) {
  const preview = usePreview(file, onPreviewFailed);
  const { t } = useT();
  return (
    <li className="file-drop-item" data-testid="chosen-file">
      {preview ? (
        <img className="file-drop-thumb" src={preview} alt="" />
      ) : (
        <span className="file-drop-thumb file-drop-icon" aria-hidden="true" data-testid="file-icon">
          <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
            <path
              d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5zM8 13h8v1.5H8zm0 3.5h8V18H8z"
              fill="currentColor"
            />
          </svg>
          {fileKind(file)}
        </span>
      )}
      <span className="file-drop-name">
        {file.name} <span className="muted">({sizeLabel(file.size)})</span>
      </span>
      <Button variant="link" disabled={busy} onClick={onRemove} aria-label={`${t('Remove')} ${file.name}`}>
        {t('Remove')}
      </Button>
      {busy ? (
        <span className="file-drop-progress" role="progressbar" aria-label={`${t('Uploading')} ${file.name}`} />
      ) : null}
    </li>
  );
}

/**
 * A file drop zone over a real file input: drop files on it, or click (or press Space on the focused input) to choose;
 * on phones a second input opens the camera (`capture`). Chosen files are listed with a preview and a Remove button,
 * and show progress while `busy`. Controlled: the screen holds the files and checks them.
 */
export function FileDrop({
  id,
  label,
  hint,
  error,
  accept,
  multiple = false,
  files,
  onFilesChange,
  busy = false,
  camera = true,
  compact = false,
  required,
  onPreviewFailed,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  accept?: string;
  multiple?: boolean;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  busy?: boolean;
  /** Offer "Take a photo" on touch screens. */
  camera?: boolean;
  /** One short row instead of the tall drop zone, for a small panel such as the chat. */
  compact?: boolean;
  required?: boolean;
  /** Told of a chosen image the browser could not read for its preview; screens report it (the kit has no store). */
  onPreviewFailed?: (error: unknown) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const { t } = useT();
  const add = (added: FileList | null) => {
    const list = Array.from(added ?? []);
    if (list.length === 0) return;
    onFilesChange(multiple ? [...files, ...list] : list.slice(0, 1));
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) add(event.dataTransfer.files);
  };
  return (
    <div className={`field file-drop${compact ? ' file-drop-compact' : ''}${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <input
        id={id}
        name={id}
        type="file"
        className="visually-hidden file-drop-input"
        accept={accept}
        multiple={multiple}
        disabled={busy}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`file-drop-zone${dragging ? ' dragging' : ''}`}
        data-testid={`${id}-zone`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M12 3 6.5 8.5l1.4 1.4L11 6.8V16h2V6.8l3.1 3.1 1.4-1.4zM5 18h14v2H5z" fill="currentColor" />
        </svg>
        <span>
          <span className="file-drop-action">{multiple ? t('Choose files') : t('Choose a file')}</span>
          {/* Shown only where a mouse can drag (kit.css): on a touch screen there is nothing to drag from. */}
          <span className="file-drop-drag"> {multiple ? t('or drag them here') : t('or drag it here')}</span>
        </span>
      </label>
      {camera ? (
        <>
          <input
            id={`${id}-camera`}
            type="file"
            className="visually-hidden file-drop-input"
            accept="image/*"
            capture="environment"
            aria-label={t('Take a photo')}
            disabled={busy}
            tabIndex={-1}
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-camera`} className="button button-secondary file-drop-camera">
            {t('Take a photo')}
          </label>
        </>
      ) : null}
      {files.length > 0 ? (
        <ul className="file-drop-list" aria-label={t('Chosen files')}>
          {files.map((file, index) => (
            <ChosenFile
              key={`${file.name}-${file.size}-${index}`}
              file={file}
              busy={busy}
              onPreviewFailed={onPreviewFailed}
              onRemove={() => {
                onFilesChange(files.filter((_, at) => at !== index));
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
