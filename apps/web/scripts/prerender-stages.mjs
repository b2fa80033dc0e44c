// Which chunks of a prerendered screen public/boot.js evaluates before the app's script, one per
// task (docs/decisions.md §12). The entry's own imports come first (index.html's preloads); then
// the screen's route chunks that can run without the entry: a route chunk that imports the entry
// chunk (directly or through another chunk) would run the app's script in the middle of the
// staging, so it and whatever imports it are left to the router, which loads them as before.

/**
 * The screen's stageable chunks (paths relative to dist), each after the chunks it imports, so
 * that importing one evaluates little more than itself: the JavaScript reached through static
 * imports from the manifest keys `routeKeys` that does not reach the entry chunk, minus `skip`
 * (files already staged).
 */
export function routeStages(manifest, routeKeys, skip = new Set()) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  const chunkOf = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry "${key}"`);
    return chunk;
  };
  // The chunks that reach the entry: the entry's importers, theirs, and so on (cycles included).
  const importers = new Map();
  for (const [key, chunk] of Object.entries(manifest))
    for (const imported of chunk.imports ?? [])
      importers.set(imported, [...(importers.get(imported) ?? []), key]);
  const reachesEntry = new Set([entryKey]);
  const queue = [entryKey];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (reachesEntry.has(importer)) continue;
      reachesEntry.add(importer);
      queue.push(importer);
    }
  }
  const order = [];
  // The entry's own imports are staged from index.html: the walk does not go into it.
  const seen = new Set([entryKey]);
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkOf(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js') && !skip.has(chunk.file) && !reachesEntry.has(key)) order.push(chunk.file);
  };
  for (const key of routeKeys) visit(key);
  return order;
}
