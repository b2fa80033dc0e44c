import type { MouseEvent } from 'react';

/**
 * A plain left click, which the app handles itself; clicks with a modifier key or another button
 * are left to the browser (open in a new tab or window).
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
