/**
 * The browser's session: signed in as the seeded demo admin, and signed in again between runs
 * before the access token (15 minutes) runs out.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@folio/api/seed';
import type { Browser } from 'puppeteer-core';
import { signInLikeTheApp } from '../shared/sign-in';

/** Sign in again after this long (between runs, never during one). */
const RENEW_SESSION_AFTER_MS = 10 * 60_000;

const ACCOUNT = DEMO_ACCOUNTS[0]!;
let signedInAt = 0;

/** Signs every page of the browser's default context in, unless that was done less than 10 minutes ago. */
export async function ensureSignedIn(browser: Browser, origin: string) {
  if (Date.now() - signedInAt < RENEW_SESSION_AFTER_MS) return;
  const page = await browser.newPage();
  try {
    await signInLikeTheApp(page, origin, { email: ACCOUNT.email, password: DEMO_PASSWORD });
    signedInAt = Date.now();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message} (is the database seeded with npm run seed?)`);
  } finally {
    await page.close();
  }
}
