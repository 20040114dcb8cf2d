/**
 * Chosen files are not serializable, so they never enter an action (docs/decisions.md 32): the screen leaves them
 * here before dispatching its intent and the application steps saga takes them, once.
 */
let pending: { files: File[]; front: File | null; back: File | null } = { files: [], front: null, back: null };

export const pendingFiles = {
  set(files: { files?: File[]; front?: File | null; back?: File | null }): void {
    pending = { files: files.files ?? [], front: files.front ?? null, back: files.back ?? null };
  },
  take(): { files: File[]; front: File | null; back: File | null } {
    const taken = pending;
    pending = { files: [], front: null, back: null };
    return taken;
  },
};
