/**
 * Input that must not enter an action: chosen files (not serializable) and the phone number (personal data).
 * The screen leaves it here before dispatching the intent; the conditions saga takes it, once.
 */
let pendingFiles: File[] = [];
let pendingPhone: string | null = null;

export const pendingInput = {
  setFiles(files: File[]): void {
    pendingFiles = files;
  },
  takeFiles(): File[] {
    const files = pendingFiles;
    pendingFiles = [];
    return files;
  },
  setPhone(phone: string): void {
    pendingPhone = phone;
  },
  takePhone(): string | null {
    const phone = pendingPhone;
    pendingPhone = null;
    return phone;
  },
};
