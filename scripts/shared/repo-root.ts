import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder: the built apps, node_modules, .data/ and git are found from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
