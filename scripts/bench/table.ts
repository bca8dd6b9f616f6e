/** The bench's result table: its rows, the percentile helper the latency rows share, and the printer. */
export interface Row {
  what: string;
  budget: string;
  measured: string;
  ok: boolean | null;
}

/** Bytes as the table prints them: kilobytes of 1,000 bytes, one decimal. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** `environment`: the machine and its load, printed above the table so no figure travels without it. */
export function printTable(rows: readonly Row[], environment?: string): void {
  if (environment) console.log(`\nMeasured on: ${environment}`);
  const header = ['What', 'Budget', 'Measured', ''];
  const lines = rows.map((r) => [r.what, r.budget, r.measured, r.ok === null ? '' : r.ok ? 'ok' : 'OVER']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${fmt(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
  console.log('');
}
