import { CHAT_LIMITS, CHAT_TEXT } from './text';

/** 001 §5: the attachment types chat accepts. */
export const ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export interface FileLike {
  name: string;
  size: number;
}

const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Keeps the files chat can send; says why others were dropped (over 5 MB first, as the spec words it). */
export function filterAttachments<F extends FileLike>(files: readonly F[]): { accepted: F[]; messages: string[] } {
  const accepted: F[] = [];
  let tooLarge = false;
  let wrongType = false;
  for (const file of files) {
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) wrongType = true;
    else if (file.size > CHAT_LIMITS.attachmentBytes) tooLarge = true;
    else accepted.push(file);
  }
  const messages: string[] = [];
  if (tooLarge) messages.push(CHAT_TEXT.attachmentTooLarge);
  if (wrongType) messages.push(CHAT_TEXT.attachmentWrongType);
  return { accepted, messages };
}

/** Chosen files are not serializable, so they pass from the widget to the chat saga here (docs/decisions.md 32). */
let pending: File[] = [];
export const pendingAttachments = {
  put(files: File[]): void {
    pending = files;
  },
  take(): File[] {
    const files = pending;
    pending = [];
    return files;
  },
};
