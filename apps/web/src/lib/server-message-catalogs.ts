/**
 * @folio/contracts' message translations, reached only through a dynamic import
 * (lib/server-messages.ts), so their catalogs load when a language other than English is chosen
 * and stay out of the shell's first chunk.
 */
export { translateMessage } from '@folio/contracts';
