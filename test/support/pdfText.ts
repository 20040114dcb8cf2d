import { inflateSync } from 'node:zlib';

/** WinAnsi's codes 0x80-0x9f that differ from Latin-1 (the standard fonts' encoding), for the few the notice uses. */
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•' };

/**
 * The text a pdf-lib document draws, one string per drawText call, in page order: its Flate content streams inflated
 * and their hex strings decoded. Enough to read back what the app wrote with the standard fonts; not a general parser.
 */
export function pdfLibText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    const bodyStart = raw[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    from = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(bodyStart, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      const hex = match[1] ?? '';
      let text = '';
      for (let i = 0; i < hex.length; i += 2) {
        const code = Number.parseInt(hex.slice(i, i + 2), 16);
        text += WIN_ANSI[code] ?? String.fromCharCode(code);
      }
      lines.push(text);
    }
  }
  return lines;
}
