/**
 * A page's audit: its runs (each retried when Lighthouse itself fails), the median run by
 * performance score, the audits that failed in any run, and the goals met or missed.
 */
import type { Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import type { Credentials } from '../shared/sign-in';
import { type FailingAudit, failingAudits, fmtSeconds, type Metrics, metricsOf } from './lighthouse-result';
import { LighthouseRunError, runLighthouse } from './run-lighthouse';

/** Pages a visitor sees without signing in; every other page is audited signed in. */
const PUBLIC_PAGES = new Set([
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/legal/terms',
  '/legal/privacy',
  '/undo-email-change',
]);

/**
 * The signed-in screens the web build prerendered as the shell skeleton with their heading
 * (apps/web/src/prerender.tsx): they paint from their HTML, before the app's code has loaded.
 */
const PRERENDERED_SCREENS = new Set([
  '/dashboard',
  '/clients',
  '/projects',
  '/invoices',
  '/invoices/new',
  '/activity',
  '/org',
  '/settings/billing',
]);

/**
 * The goals: Lighthouse performance at least 90 on the public pages a visitor lands on and on the
 * prerendered signed-in screens, at least 80 on other signed-in pages (their first paint waits for
 * the app shell's code); accessibility, best practices and SEO 100 everywhere.
 */
export const GOALS = {
  performancePublic: 90,
  performancePrerenderedScreen: 90,
  performanceSignedIn: 80,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/** Runs of a page that Lighthouse itself fails are tried again, up to this many attempts in all. */
const MAX_ATTEMPTS = 3;

export type PageResult = {
  page: string;
  signedIn: boolean;
  runs: Metrics[];
  median: Metrics;
  /** The median run's full Lighthouse result, for --reports; not part of the JSON summary. */
  medianReport: Result;
  failing: (FailingAudit & { runs: number })[];
  goals: { name: string; goal: number; value: number | null; met: boolean }[];
  error?: string;
};

export async function auditPage(
  browser: Browser,
  origin: string,
  pagePath: string,
  runs: number,
  credentials: Credentials,
): Promise<PageResult> {
  const signedIn = !PUBLIC_PAGES.has(pagePath);
  const results: Metrics[] = [];
  const reports = new Map<Metrics, Result>();
  const failing = new Map<string, FailingAudit & { runs: number }>();
  for (let run = 1; run <= runs; run++) {
    for (let attempt = 1; ; attempt++) {
      try {
        const lhr = await runLighthouse(browser, origin, pagePath, signedIn, credentials);
        const metrics = metricsOf(lhr);
        const landed = new URL(metrics.finalUrl).pathname;
        if (landed !== pagePath) {
          throw new Error(`${pagePath} ended on ${landed}${signedIn ? ' (was the sign-in lost?)' : ''}`);
        }
        results.push(metrics);
        reports.set(metrics, lhr);
        for (const audit of failingAudits(lhr)) {
          const key = `${audit.category}/${audit.id}`;
          const seen = failing.get(key);
          if (seen) seen.runs++;
          else failing.set(key, { ...audit, runs: 1 });
        }
        console.error(
          `  ${pagePath} run ${run}/${runs}: performance ${metrics.performance}, LCP ${fmtSeconds(metrics.lcpMs)} s, ` +
            `accessibility ${metrics.accessibility}, best practices ${metrics.bestPractices}, SEO ${metrics.seo}`,
        );
        break;
      } catch (error) {
        if (!(error instanceof LighthouseRunError) || attempt >= MAX_ATTEMPTS) throw error;
        console.error(`  ${pagePath} run ${run}/${runs}: ${error.message}; trying again`);
      }
    }
  }
  const sorted = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const performanceGoal = !signedIn
    ? GOALS.performancePublic
    : PRERENDERED_SCREENS.has(pagePath)
      ? GOALS.performancePrerenderedScreen
      : GOALS.performanceSignedIn;
  const goal = (name: string, target: number, value: number | null) => ({
    name,
    goal: target,
    value,
    met: value !== null && value >= target,
  });
  return {
    page: pagePath,
    signedIn,
    runs: results,
    median,
    medianReport: reports.get(median)!,
    failing: [...failing.values()],
    goals: [
      goal('performance', performanceGoal, median.performance),
      goal('accessibility', GOALS.accessibility, median.accessibility),
      goal('best practices', GOALS.bestPractices, median.bestPractices),
      goal('SEO', GOALS.seo, median.seo),
    ],
  };
}
