import { ACTIVITY_TEXTS } from './texts';

/** What happened on the activity screen that its status line (a polite live region) reports. */
export type StatusEvent = { type: 'reset' } | { type: 'filtersChanged' } | { type: 'exported'; ok: boolean };

/**
 * The status line after an event. Any change of the filters empties it, so that the next Reset
 * or export changes its text and screen readers announce it again (a live region is only read
 * when its text changes).
 */
export function statusAfter(_current: string, event: StatusEvent): string {
  switch (event.type) {
    case 'reset':
      return ACTIVITY_TEXTS.filtersReset;
    case 'exported':
      return event.ok ? ACTIVITY_TEXTS.csvExported : ACTIVITY_TEXTS.exportFailed;
    case 'filtersChanged':
      return '';
  }
}
