/**
 * Signing a browser in the way the web app does: the login call from the app's own origin sets
 * the refresh cookie (folio_refresh), and the access token goes to localStorage (key `token`),
 * where the app reads it. Every page of the browser context then starts signed in.
 */
import type { Page } from 'puppeteer-core';

export type Credentials = { email: string; password: string };

/** Signs in on `page`, which is left on the app's /robots.txt. */
export async function signInLikeTheApp(page: Page, origin: string, credentials: Credentials): Promise<void> {
  // A small same-origin document (no app code) to run the login from.
  await page.goto(`${origin}/robots.txt`);
  // A string, not a function: scripts/ is type-checked without the DOM library, and a function's
  // source as the loader transpiles it may call functions the loader adds (such as __name),
  // which the page does not have.
  const error = await page.evaluate(
    `(async () => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(${JSON.stringify(credentials)}),
      });
      if (!res.ok) return 'login answered ' + res.status + ': ' + (await res.text()).slice(0, 300);
      localStorage.setItem('token', (await res.json()).token);
      return null;
    })()`,
  );
  if (error) throw new Error(String(error));
}
