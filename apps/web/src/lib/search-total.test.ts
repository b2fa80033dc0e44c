import { SEARCH_TOTAL_CAP } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { activityTotalIsAtLeast, formatTotal, listTotalIsAtLeast } from './search-total';

describe("a search's total at the cap", () => {
  it('reads "500+" in a list title while a search has reached the cap and more pages remain', () => {
    expect(SEARCH_TOTAL_CAP).toBe(500);
    const atLeast = listTotalIsAtLeast(500, true, true);
    expect(atLeast).toBe(true);
    expect(formatTotal(500, atLeast)).toBe('500+');
    // Past the 500th card, the count follows the cards loaded and still says "or more".
    expect(formatTotal(530, listTotalIsAtLeast(530, true, true))).toBe('530+');
  });

  it('stays exact without a search, under the cap, or once every match is loaded', () => {
    expect(formatTotal(500, listTotalIsAtLeast(500, false, true))).toBe('500');
    expect(formatTotal(499, listTotalIsAtLeast(499, true, true))).toBe('499');
    expect(formatTotal(500, listTotalIsAtLeast(500, true, false))).toBe('500');
    expect(listTotalIsAtLeast(undefined, true, true)).toBe(false);
    expect(formatTotal(1234, false)).toBe('1,234');
  });

  it("writes the count as the app's language does", () => {
    expect(formatTotal(55262, false, 'de-DE')).toBe('55.262');
    expect(formatTotal(55262, false, 'en-US')).toBe('55,262');
  });

  it("reads as a lower bound on the activity log when a search counted the cap past the page's start", () => {
    expect(activityTotalIsAtLeast(500, true, 0)).toBe(true);
    expect(activityTotalIsAtLeast(520, true, 20)).toBe(true);
    expect(activityTotalIsAtLeast(510, true, 20)).toBe(false);
    expect(activityTotalIsAtLeast(500, false, 0)).toBe(false);
  });
});
