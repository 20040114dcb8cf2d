/**
 * The PDFs' bytes, kept out of Redux (they are neither serializable nor fit for the action log; docs/decisions.md
 * 188): the documents saga leaves each answer here under its document id and announces it with a plain action; the
 * viewer and the Download button read it from here. `documentPdfs/released` drops it when the screen is left.
 */
const store = new Map<string, ArrayBuffer>();

export const pdfBytes = {
  put(id: string, bytes: ArrayBuffer): void {
    store.set(id, bytes);
  },
  get(id: string): ArrayBuffer | undefined {
    return store.get(id);
  },
  release(id: string): void {
    store.delete(id);
  },
};
