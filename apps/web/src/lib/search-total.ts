import { SEARCH_TOTAL_CAP } from '@folio/contracts';
import { intlLocale } from './i18n';

/*
 * A search's total counts at most SEARCH_TOTAL_CAP matches (docs/product.md, "Lists' totals with a
 * search"): a total that reached the cap means "this many or more", and reads "500+" so that nobody
 * takes it for the exact number of matches.
 */

/**
 * Whether a list's title count (records loaded so far or the server's total, whichever is more)
 * is only a lower bound: a search whose matches reached the cap while more pages remain to load.
 * Once the last page is loaded, the count is the cards shown and exact.
 */
export const listTotalIsAtLeast = (
  total: number | undefined,
  searching: boolean,
  hasMore: boolean,
): boolean => searching && hasMore && total !== undefined && total >= SEARCH_TOTAL_CAP;

/**
 * Whether the activity log's total is a lower bound: the log counts up to the cap past the page it
 * shows (`skip` entries before it), so a search's total that reached that is "at least".
 */
export const activityTotalIsAtLeast = (total: number, searching: boolean, skip: number): boolean =>
  searching && total >= skip + SEARCH_TOTAL_CAP;

/**
 * A count as the app's language writes it ("1,234", in German "1.234"), with "+" when it is a
 * lower bound ("500+").
 */
export const formatTotal = (total: number, atLeast: boolean, locale: string = intlLocale()): string =>
  `${total.toLocaleString(locale)}${atLeast ? '+' : ''}`;
