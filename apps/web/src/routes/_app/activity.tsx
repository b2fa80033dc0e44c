import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { formatDateTime } from '../../lib/format';
import { screenHead } from '../../lib/page-title';
import { validateActivitySearch } from '../../lib/search-params';

/** Placeholder: built in a later issue. It already accepts the dashboard's month filter (from/to). */
export const Route = createFileRoute('/_app/activity')({
  head: () => screenHead('Activity'),
  validateSearch: validateActivitySearch,
  component: ActivityPage,
});

function ActivityPage() {
  const { from, to } = Route.useSearch();
  const range =
    from && to ? `Entries from ${formatDateTime(from)} to ${formatDateTime(to)} will show here.` : undefined;
  return <PlaceholderPage title="Activity" description={range} />;
}
