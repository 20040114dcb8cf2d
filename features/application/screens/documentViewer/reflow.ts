/**
 * The reading view's text: a page's own words as pdf.js reads them (getTextContent), put back into lines, then into
 * headings, paragraphs and fine print, so they can be set at a reading size and wrap to any width. Pure: no pdf.js,
 * no DOM, so it is tested on plain items.
 */

/** The part of a pdf.js text item the reflow reads (TextItem in pdfjs-dist; marked-content items have no `str`). */
export interface TextRun {
  str: string;
  /** [a, b, c, d, x, y]: the run's size is its vertical scale, its baseline the y (PDF points, y up). */
  transform: readonly number[];
  width: number;
}

export type Block = { kind: 'heading' | 'paragraph' | 'small'; text: string };

interface Line {
  text: string;
  size: number;
  x: number;
  y: number;
  right: number;
}

const runSize = (run: TextRun): number => Math.hypot(run.transform[2] ?? 0, run.transform[3] ?? 0);

/** Text items only: pdf.js also lists marked-content markers, which carry no text. */
export const textRuns = (items: readonly object[]): TextRun[] =>
  items.filter((item): item is TextRun => 'str' in item && 'transform' in item);

/** Runs on one baseline make a line; a gap wider than a thin space between runs is a space. */
function toLines(runs: readonly TextRun[]): Line[] {
  const lines: Line[] = [];
  for (const run of runs) {
    if (run.str.trim() === '') continue;
    const size = runSize(run);
    const x = run.transform[4] ?? 0;
    const y = run.transform[5] ?? 0;
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) < Math.max(last.size, size) * 0.5) {
      const gap = x - last.right > size * 0.15 && !last.text.endsWith(' ') && !run.str.startsWith(' ');
      last.text += (gap ? ' ' : '') + run.str;
      last.size = Math.max(last.size, size);
      last.right = Math.max(last.right, x + run.width);
    } else lines.push({ text: run.str, size, x, y, right: x + run.width });
  }
  return lines;
}

/** The size most of the page's characters are set in: its body text. */
function bodySize(lines: readonly Line[]): number {
  const sizes = lines.flatMap((line) => Array<number>(line.text.length).fill(line.size)).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

const kindOf = (size: number, body: number): Block['kind'] =>
  size >= body * 1.2 ? 'heading' : size <= body * 0.9 ? 'small' : 'paragraph';

/** A numbered or bulleted line starts an item of its own. */
const LIST_MARK = /^\s*(?:\(?\d{1,3}[.)]|\(?[a-z][.)]|[•▪‣◦-])\s/;

/**
 * The page's blocks in reading order. A line joins the paragraph above it when it is set in the same kind of type,
 * follows at an ordinary line spacing, does not start a list item, and the line above ran (nearly) to the right
 * margin: a short line ends its paragraph, which keeps "Label: value" lines apart.
 */
export function reflow(runs: readonly TextRun[]): Block[] {
  const lines = toLines(runs);
  const body = bodySize(lines);
  const fullWidth = Math.max(0, ...lines.map((line) => line.right - line.x));
  const blocks: Block[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const kind = kindOf(line.size, body);
    const last = blocks.at(-1);
    const joins =
      previous !== undefined &&
      last?.kind === kind &&
      kindOf(previous.size, body) === kind &&
      previous.y - line.y > 0 &&
      previous.y - line.y <= Math.max(previous.size, line.size) * 1.75 &&
      previous.right - previous.x >= fullWidth * 0.8 &&
      !LIST_MARK.test(line.text);
    if (joins) {
      // A line broken after a hyphen keeps it, and takes no space: "open-" + "end" is "open-end".
      last.text += last.text.endsWith('-') ? line.text.trim() : ` ${line.text.trim()}`;
    } else blocks.push({ kind, text: line.text.trim() });
    previous = line;
  }
  return blocks;
}
