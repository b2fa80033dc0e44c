import {
  activityFeedInput,
  activityFeedResponse,
  activityFilterInput,
  activityListInput,
  activityListResponse,
  type NoteEntityType,
} from '@folio/contracts';
import { rest } from '../trpc/openapi-meta';
import { orgProcedure, router } from '../trpc/procedures';
import { entityFeed, listActivity } from './activity.queries';

const feed = (entityType: NoteEntityType) =>
  orgProcedure
    .meta(
      rest('GET', `/activity/{id}/${entityType}`, 'activity', {
        summary: `The activity of one ${entityType}, newest first (at most 50 entries)`,
        errors: { 404: `No ${entityType} with this id in the current organization.` },
      }),
    )
    .input(activityFeedInput)
    .output(activityFeedResponse)
    .query(({ ctx, input }) => entityFeed(ctx.scope, entityType, input.id));

export const activityRouter = router({
  list: orgProcedure
    .meta(
      rest('GET', '/activity', 'activity', {
        summary: "The organization's activity log, newest first, filtered and paged",
        description:
          'Filters: type (client, project, invoice, other), userId, q (action, user name or email, entity name/title/number; case-insensitive), from (inclusive) and to (exclusive) as ISO 8601. limit is 10, 20, 50 or 100.',
        errors: {
          422: 'A filter is invalid (type, userId, from/to not ISO 8601), or page/limit is out of range (`errors` names the field).',
        },
      }),
    )
    .input(activityListInput)
    .output(activityListResponse)
    .query(({ ctx, input }) => listActivity(ctx.scope, input)),

  clientFeed: feed('client'),
  projectFeed: feed('project'),
  invoiceFeed: feed('invoice'),

  /**
   * The CSV export (a plain route, activity-export.route.ts) calls this first, so that its
   * authentication, membership check and filter validation are the procedures' own. It answers
   * the caller's time zone too: the export's dates are theirs.
   */
  exportCheck: orgProcedure
    .input(activityFilterInput)
    .query(({ ctx, input }) => ({ orgId: ctx.scope.org.id, filter: input, timeZone: ctx.scope.timeZone })),
});
