import { createHash } from 'node:crypto';

/**
 * CSP sources for the inline scripts of the web app's index.html: each one's SHA-256, so the
 * browser runs exactly those scripts (the theme painted before the app loads) while
 * `script-src` still refuses any other inline script. Computed from the built file at startup,
 * so the hashes always match what is served.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    sources.push(`'sha256-${digest}'`);
  }
  return sources;
}
