import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Violations of these impacts fail a check; minor and moderate ones are left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * One block per violation: the rule, then each element with axe's account of what is wrong there
 * (for contrast: both colours, the ratio and the ratio needed) and the start of its HTML.
 */
function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) =>
    [
      `  ${node.target.join(' ')}`,
      ...(node.failureSummary ?? '').split('\n').map((line) => `    ${line.trim()}`),
      `    ${node.html.slice(0, 160)}`,
    ].join('\n'),
  );
  return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
}

/**
 * Runs axe on the page as it is now (states such as an open menu included) and fails the test with
 * every serious or critical violation: rule id, impact, help and the elements, each in one block.
 * The failure is soft, so one test can report each variant of a screen it checks.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Menus, drawers and dialogs fade in: colours measured mid-transition would be wrong.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // The app has no frames: axe runs in the page itself, instead of opening a blank page on every
    // run to merge the results of frames, which doubles the time a check takes.
    .setLegacyMode(true)
    // Only violations are read; details of passing and inapplicable rules are not collected.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect.soft(blocking.map(describe), `serious or critical accessibility violations on ${label}`).toEqual([]);
}
