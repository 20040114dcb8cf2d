/** The feedback message between the form and the saga: free text may hold personal data, so it never enters an action. */
let pending: string | null = null;

export const pendingFeedback = {
  set(message: string): void {
    pending = message;
  },
  take(): string | null {
    const message = pending;
    pending = null;
    return message;
  },
};
