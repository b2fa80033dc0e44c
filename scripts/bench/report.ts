/**
 * The results on the terminal: a line per endpoint as it finishes, then the side-by-side table,
 * the export, the write phase and the PDF phase. The budgets print themselves (budgets.ts); the
 * JSON file is report-file.ts's.
 */
import { SQL_DOMINATES_FROM_MS } from './budgets';
import type { ExportRun } from './csv-export';
import type { SideResult } from './load';
import { mb } from './numbers';
import type { PdfHealthResult } from './pdf-health';
import type { EndpointResult } from './side-by-side';
import type { WritesResult } from './writes';

const fixed = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined ? '-' : n.toFixed(digits);

/** Columns right-aligned but the first, under a header and a rule. */
function printColumns(header: string[], lines: string[][], indent = '') {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    indent + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`${format(header)}\n${indent}${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(format(l));
}

const side = (label: string, s: SideResult | null) =>
  s?.latencyMs
    ? `${label} p50 ${s.latencyMs.p50} p99 ${s.latencyMs.p99} ms, ${s.throughputRps} req/s, ${s.serverCpuMsPerRequest} cpu ms/req`
    : '';

/** One endpoint's progress line, printed when it finishes. */
export function printEndpointLine(r: EndpointResult) {
  const failed = (r.folio?.failed ?? 0) + (r.baseline?.failed ?? 0);
  const parts = [
    side('Folio', r.folio),
    side('baseline', r.baseline),
    r.ratio === null ? '' : `ratio ${r.ratio.toFixed(2)}`,
    r.statements === null
      ? ''
      : `${r.statements} statements (${r.prepared} prepared) in ${r.groups} round trips`,
    failed ? `${failed} FAILED (${r.folio?.firstError ?? r.baseline?.firstError})` : '',
  ];
  console.log(`  ${r.name.padEnd(26)} ${parts.filter(Boolean).join(' | ')}`);
}

export function printTable(results: EndpointResult[]) {
  if (results.length === 0) return;
  const header = [
    'endpoint',
    'n',
    'fail',
    'stmts',
    'p50',
    'p95',
    'p99',
    'req/s',
    'cpu/req',
    'db cpu',
    'base p50',
    'base p99',
    'base req/s',
    'base cpu',
    'base db',
    'ratio',
    'base ms/req',
    'KB',
    'rows',
  ];
  const lines = results.map((r) => {
    const f = r.folio;
    const b = r.baseline;
    const capped = f?.capped || b?.capped ? '*' : '';
    return [
      r.name,
      r.skipped ? 'skipped' : `${f?.requests ?? 0}${capped}`,
      String((f?.failed ?? 0) + (b?.failed ?? 0)),
      r.statements === null ? '-' : `${r.statements}/${r.groups}/${r.prepared}`,
      fixed(f?.latencyMs?.p50),
      fixed(f?.latencyMs?.p95),
      fixed(f?.latencyMs?.p99),
      fixed(f?.throughputRps, 0),
      fixed(f?.serverCpuMsPerRequest, 2),
      fixed(f?.databaseCpuMsPerRequest, 2),
      fixed(b?.latencyMs?.p50),
      fixed(b?.latencyMs?.p99),
      fixed(b?.throughputRps, 0),
      fixed(b?.serverCpuMsPerRequest, 2),
      fixed(b?.databaseCpuMsPerRequest, 2),
      fixed(r.ratio, 2),
      r.baselineMsPerRequest === null
        ? '-'
        : `${r.baselineMsPerRequest.toFixed(2)}${r.sqlDominates ? '!' : ''}`,
      f?.avgBytes === null || f?.avgBytes === undefined ? '-' : (f.avgBytes / 1024).toFixed(1),
      r.rows === null ? '-' : String(r.rows),
    ];
  });
  console.log(
    "\nFolio and the baseline (ms; cpu = the server process, db = PostgreSQL's processes on this machine, ms per request):",
  );
  printColumns(header, lines);
  console.log(
    'stmts: statements / round trips / named prepared statements per request. ratio: Folio req/s ÷ baseline req/s.\n' +
      `base ms/req: 1000 ÷ baseline req/s; ! = at least ${SQL_DOMINATES_FROM_MS} ms: the statements dominate ` +
      '(ratio budget 0.8 instead of 0.5).',
  );
  if (results.some((r) => r.folio?.capped || r.baseline?.capped)) {
    console.log('* stopped early by --endpoint-seconds / --max-seconds');
  }
}

export function printExport(runs: ExportRun[]) {
  if (runs.length === 0) return;
  console.log('\nGET /api/activity/export (streamed CSV), sequential runs; memory of the server process:');
  const header = [
    'run',
    'status',
    'time ms',
    'ttfb ms',
    'MB',
    'lines',
    'RSS before→peak→after MB',
    'RSS growth',
    'heap before→peak MB',
    'live heap MB',
  ];
  const lines = runs.map((r) => [
    r.kind === 'timed' ? String(r.run) : 'probe',
    String(r.status),
    r.ms.toFixed(0),
    r.ttfbMs.toFixed(0),
    mb(r.bytes).toFixed(1),
    String(r.lines),
    `${r.rssBeforeMb} → ${r.rssPeakMb} → ${r.rssAfterMb}`,
    `+${r.rssGrowthMb}`,
    `${r.heapUsedBeforeMb} → ${r.heapUsedPeakMb}`,
    r.liveHeapPeakMb === null ? '-' : `${r.heapUsedBeforeMb} → ${r.liveHeapPeakMb}`,
  ]);
  printColumns(header, lines, '  ');
  if (runs.some((r) => r.kind !== 'timed')) {
    console.log(
      '  probe: one more download during which the server runs a full GC every 256 KiB sent; "live heap"\n' +
        '  is the most memory it still held at those points (time not comparable). Flat = streaming.',
    );
  }
}

export function printWrites(writes: WritesResult | null) {
  if (!writes) return;
  console.log('\nWrites under load (all at once on the seeded organization):');
  for (const [name, b] of [
    ['invoice creations', writes.creations],
    ['payments', writes.payments],
    ['warm-up creations', writes.warmUp.creations],
    ['warm-up payments', writes.warmUp.payments],
  ] as const) {
    console.log(
      `  ${name.padEnd(18)} n=${b.requests}, ${b.throughputRps} req/s, p50 ${b.latencyMs?.p50} ms, ` +
        `p99 ${b.latencyMs?.p99} ms, max ${b.latencyMs?.max} ms, cpu/write server ${b.cpuMsPerWrite.server} ms` +
        `${b.cpuMsPerWrite.database === null ? '' : `, PostgreSQL ${b.cpuMsPerWrite.database} ms`}` +
        `${b.failed ? `, ${b.failed} FAILED (${b.firstError})` : ''}`,
    );
  }
  for (const c of writes.checks) console.log(`  ${c.ok ? 'ok    ' : 'FAILED'} ${c.what}: ${c.detail}`);
}

export function printPdfHealth(pdf: PdfHealthResult | null) {
  if (!pdf) return;
  console.log(
    `\nGET /api/health while ${pdf.renders.length} invoice PDFs of ${pdf.itemsEach} items render at once:`,
  );
  console.log(
    `  renders: ${pdf.renders.map((r) => `${r.ms} ms (${r.status}, ${(r.bytes / 1024).toFixed(0)} KB, ${r.cache})`).join(', ')}`,
  );
  const idle = pdf.idle;
  if (idle) console.log(`  health idle:   p50 ${idle.p50} ms, p99 ${idle.p99} ms, max ${idle.max} ms`);
  const h = pdf.health;
  if (h) console.log(`  health during: ${h.polls} polls, p50 ${h.p50} ms, p99 ${h.p99} ms, max ${h.max} ms`);
  const d = pdf.loopDelayMs;
  const own = pdf.loadGeneratorLoopDelayMs;
  console.log(
    `  event loop delay during the renders: API p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms; ` +
      `load generator (idle) max ${own.max} ms`,
  );
  if (pdf.failures) console.log(`  ${pdf.failures} FAILED (${pdf.firstError})`);
}
