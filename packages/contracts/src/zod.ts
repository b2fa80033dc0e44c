import { config, z } from 'zod';

/**
 * zod as every schema of this package uses it. In a browser it validates without generating code:
 * zod would otherwise probe `new Function` when the first object schema is built, and under the web
 * app's Content-Security-Policy (no eval) the browser reports that probe as a violation. Servers
 * keep zod's faster generated parsers. Schemas import `z` from here, so this runs before any of
 * them is built. This module is the package's one side effect (package.json `sideEffects`), so
 * bundlers keep it.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });

export { z };
