/**
 * What the script reads from a Lighthouse result: the category scores and metrics of a run, and
 * the failing audits of the categories that should score 100, with a few examples of each.
 */
import type { Result } from 'lighthouse';

/** Milliseconds as seconds with two decimals; '-' for a metric Lighthouse did not report. */
export const fmtSeconds = (ms: number | null) => (ms === null ? '-' : (ms / 1000).toFixed(2));

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Categories whose every failing audit is listed: a score below 100 there is a list of fixes. */
const LISTED_CATEGORIES: Category[] = ['accessibility', 'best-practices', 'seo'];

export type Metrics = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKiB: number | null;
  unusedJsKiB: number | null;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run (higher is faster): blocking
   * time is the trace's task durations times 4, so the same build blocks longer on a slower or
   * busier machine.
   */
  benchmarkIndex: number | null;
  finalUrl: string;
  warnings: string[];
};

/** `examples`: up to three of the elements or issues the audit found, to know where to look. */
export type FailingAudit = {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  examples: string[];
};

type AuditItem = {
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
  issueType?: string;
  subItems?: { items?: unknown[] };
  source?: { url?: string };
  url?: string;
  description?: string;
};

function examplesOf(details: unknown): string[] {
  const items = (details as { items?: AuditItem[] } | undefined)?.items ?? [];
  const out: string[] = [];
  for (const item of items.slice(0, 3)) {
    const text =
      (item.node && (item.node.selector || item.node.snippet)) ||
      (item.issueType &&
        [item.issueType, ...(item.subItems?.items ?? []).slice(0, 1).map((sub) => JSON.stringify(sub))].join(
          ': ',
        )) ||
      item.source?.url ||
      item.url ||
      item.description;
    if (text) out.push(text.length > 160 ? `${text.slice(0, 157)}...` : text);
  }
  return out;
}

const score = (lhr: Result, id: Category) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

export function metricsOf(lhr: Result): Metrics {
  const resources = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  const script = resources?.items?.find((item) => item.resourceType === 'script');
  const unused = lhr.audits['unused-javascript']?.details as
    | { overallSavingsBytes?: number; items?: { wastedBytes?: number }[] }
    | undefined;
  const unusedBytes =
    unused?.overallSavingsBytes ?? unused?.items?.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKiB: script ? script.transferSize / 1024 : null,
    unusedJsKiB: unusedBytes === undefined ? null : unusedBytes / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings.map(String),
  };
}

export function failingAudits(lhr: Result): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of LISTED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      // Weight 0 audits do not count toward the score (manual checks, informative notices).
      if (ref.weight === 0) continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        continue;
      if (audit.score !== null && audit.score >= 1) continue;
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        examples: examplesOf(audit.details),
      });
    }
  }
  return out;
}
