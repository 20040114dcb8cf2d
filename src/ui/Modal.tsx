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
  /** Buttons and links under the content; the dismiss button is there unless `dismissible` is false. */
  actions?: ReactNode;
  dismissLabel?: string;
  /**
   * False for a wait the borrower cannot end (the processing modal, issue 48): no dismiss button, Escape does nothing,
   * and the title takes focus, so a screen reader starts at what the wait is.
   */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert, keeps focus inside,
 * and Escape closes it; focus goes back to where it was. Open state lives in the modals slice.
 */
export function Modal({ id, title, children, actions, dismissLabel = 'Close', dismissible = true }: ModalProps) {
  const open = useAppSelector((state) => selectModalOpen(state, id));
  const dispatch = useAppDispatch();
  const { text } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
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
      if (!dismissible) titleRef.current?.focus();
      return () => {
        if (element.open) element.close();
        returnFocus?.focus();
      };
    }
    return undefined;
  }, [open, dismissible]);

  const dismiss = () => dispatch(modalClosed({ id }));

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) dismiss();
      }}
    >
      {open ? (
        <div className="modal-body">
          <div className="modal-header">
            <h2 id={titleId} ref={titleRef} className="modal-title" tabIndex={dismissible ? undefined : -1}>
              {text(title)}
            </h2>
            {dismissible ? (
              <button type="button" className="modal-dismiss" aria-label={text(dismissLabel)} onClick={dismiss}>
                ×
              </button>
            ) : null}
          </div>
          <div className="modal-content">{children}</div>
          {actions ? <div className="modal-actions actions">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
