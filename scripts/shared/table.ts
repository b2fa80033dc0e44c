/**
 * The scripts' result tables, for the terminal (columns padded to one width) and as markdown
 * (to paste into a pull request or docs/benchmarks.md).
 */

export type Table = {
  head: string[];
  rows: string[][];
  /** How many leading columns hold text (aligned left); the columns after them hold figures (aligned right). */
  textColumns: number;
};

export function textTable({ head, rows, textColumns }: Table): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A `|` inside a cell is escaped, so that it does not end the cell. */
export function markdownTable({ head, rows, textColumns }: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(head),
    line(head.map((_, i) => (i < textColumns ? '---' : '---:'))),
    ...rows.map((row) => line(row.map((c) => c.replace(/\|/g, '\\|')))),
  ].join('\n');
}
