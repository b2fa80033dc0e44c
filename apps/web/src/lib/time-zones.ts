import { isTimeZone, TIME_ZONES } from '@folio/contracts';
import { TEXTS } from './texts';

type Option = { value: string; label: string };

/** "America/Argentina/Buenos_Aires" as a person reads it: "America/Argentina/Buenos Aires". */
const timeZoneLabel = (zone: string): string =>
  TIME_ZONES.find((listed) => listed.value === zone)?.label ?? zone.replaceAll('_', ' ');

/**
 * The time zones a person or an organization can choose, for a select: the common ones first by
 * city, then every other zone this browser knows by its IANA name (the server accepts any of
 * them). `current` is kept even when this browser does not list it, so a saved choice always shows.
 */
export function timeZoneOptions(current?: string): { group: string; items: Option[] }[] {
  const listed = new Set<string>(TIME_ZONES.map((zone) => zone.value));
  const others = new Set(
    Intl.supportedValuesOf('timeZone').filter((zone) => !listed.has(zone) && isTimeZone(zone)),
  );
  if (current && !listed.has(current)) others.add(current);
  return [
    {
      group: TEXTS.timeZoneGroups.common,
      items: TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label })),
    },
    {
      group: TEXTS.timeZoneGroups.all,
      items: [...others].sort().map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
    },
  ];
}
