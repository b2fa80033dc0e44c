import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../../features/activity/activity-screen';
import { activityListInput } from '../../features/activity/search';
import { ACTIVITY_TEXTS } from '../../features/activity/texts';
import { screenHead } from '../../lib/page-title';
import { validateActivitySearch } from '../../lib/search-params';

export const Route = createFileRoute('/_app/activity')({
  head: () => screenHead(ACTIVITY_TEXTS.title),
  validateSearch: validateActivitySearch,
  loaderDeps: ({ search }) => search,
  // Start the page's entries and the user filter's members while the page's code loads.
  loader: ({ context, deps }) => {
    void context.trpc.activity.list.prefetch(activityListInput(deps));
    void context.trpc.org.members.prefetch();
  },
  component: ActivityPage,
});

function ActivityPage() {
  return <ActivityScreen search={Route.useSearch()} />;
}
