import { useT } from '../i18n/LocaleProvider';
import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { modalClosed, selectModalOpen } from '../../features/overlays/modalsSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ModalRegistry } from './modalRegistry';

export class DuplicateModalIdError extends Error {
  constructor(id: string) {
    super(`Duplicate modal id: ${id}`);
    this.name = 'DuplicateModalIdError';
  }
}

interface ModalProps {
  /** The name the modal's open state is tracked by. */
  id: string;
  title: string;
  children: ReactNode;
  /** Buttons and links under the content; the dismiss button is always there. */
  actions?: ReactNode;
  dismissLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert, keeps focus inside,
 * and Escape closes it; focus goes back to where it was. Open state lives in the modals slice.
 */
export function Modal({ id, title, children, actions, dismissLabel = 'Close' }: ModalProps) {
  const open = useAppSelector((state) => selectModalOpen(state, id));
  const dispatch = useAppDispatch();
  const { text } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const registry = useContext(ModalRegistry);

  useEffect(() => {
    if (registry.has(id)) throw new DuplicateModalIdError(id);
    registry.add(id);
    return () => {
      registry.delete(id);
    };
  }, [id, registry]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      return () => {
        if (element.open) element.close();
        returnFocus?.focus();
      };
    }
    return undefined;
  }, [open]);

  const dismiss = () => dispatch(modalClosed({ id }));

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      {open ? (
        <div className="modal-body">
          <div className="modal-header">
            <h2 id={titleId} className="modal-title">
              {text(title)}
            </h2>
            <button type="button" className="modal-dismiss" aria-label={text(dismissLabel)} onClick={dismiss}>
              ×
            </button>
          </div>
          <div className="modal-content">{children}</div>
          {actions ? <div className="modal-actions actions">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
