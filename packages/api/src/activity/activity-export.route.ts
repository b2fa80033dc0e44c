import { Readable } from 'node:stream';
import { type ActivityFilter, todayIn } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { contextFactory } from '../trpc/context';
import { t } from '../trpc/init';
import { activityPages } from './activity.queries';
import { activityRouter } from './activity.router';
import { activityCsvLine, CSV_HEADER, csvLine } from './activity-csv';
import type { ActivityRow } from './activity-dto';

/** The export's file name: activity-YYYY-MM-DD.csv, the caller's date of the download. */
const exportFileName = (timeZone: string, now: Date) => `activity-${todayIn(timeZone, now)}.csv`;

async function* csvChunks(
  first: ActivityRow[] | undefined,
  rest: AsyncGenerator<ActivityRow[]>,
  timeZone: string,
) {
  yield csvLine([...CSV_HEADER]);
  if (!first) return;
  const lines = (page: ActivityRow[]) => page.map((row) => activityCsvLine(row, timeZone)).join('');
  // One chunk per page of rows: few writes, and memory bounded by one page.
  yield lines(first);
  for await (const page of rest) yield lines(page);
}

/**
 * GET /api/activity/export: the activity log with the list's filters, as a streamed CSV
 * download. Authentication, membership and input validation run through the activity router's
 * `exportCheck` procedure, so 401/403/422 are exactly those of the REST facade. The first page
 * is read before the headers go out, so a failing query still answers the JSON error envelope.
 * Dates are the caller's: each row's time with their time zone's offset, and the file named after
 * their today.
 */
export function registerActivityExportRoute(app: FastifyInstance, deps: ApiDeps) {
  const createContext = contextFactory(deps);
  const createCaller = t.createCallerFactory(activityRouter);
  app.get('/activity/export', async (req, reply) => {
    const caller = createCaller(createContext({ req, res: reply }));
    const { orgId, filter, timeZone } = await caller.exportCheck(req.query as ActivityFilter);
    const pages = activityPages(deps.db, orgId, filter);
    const first = await pages.next();
    const body = Readable.from(csvChunks(first.done ? undefined : first.value, pages, timeZone), {
      objectMode: false,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(timeZone, new Date())}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}

const queryParameter = (name: string, description: string, schema: Record<string, unknown>) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** `from` and `to`: an ISO 8601 date-time with offset, or a calendar date. */
const instant = {
  anyOf: [
    { type: 'string', format: 'date-time' },
    { type: 'string', format: 'date' },
  ],
};

/** The route's entry for the OpenAPI document (plain routes are listed there by hand). */
export const activityExportOpenApiPath = {
  '/activity/export': {
    get: {
      operationId: 'activity-export',
      tags: ['activity'],
      summary: 'The activity log as a CSV download, with the same filters as GET /activity (no paging)',
      security: [{ Authorization: [] }],
      description:
        'Columns: date,user,email,action,type,entity,objectId (RFC 4180, CRLF line ends, UTF-8). date is ISO 8601 to the millisecond with the offset of the time zone of the caller (their preferences.tz) at that instant, always written ±HH:MM: 2026-11-27T00:30:00.000+14:00 in Pacific/Kiritimati, 2026-11-26T10:30:00.000+00:00 in UTC. Cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) get a leading apostrophe. Newest first; streamed.',
      parameters: [
        queryParameter('type', 'Entity type', {
          type: 'string',
          enum: ['client', 'project', 'invoice', 'other'],
        }),
        queryParameter('userId', 'Only entries by this user', { type: 'string', format: 'uuid' }),
        queryParameter('q', 'Case-insensitive text in action, user name/email or entity name/title/number', {
          type: 'string',
          maxLength: 200,
        }),
        queryParameter(
          'from',
          'Inclusive lower bound: an ISO 8601 date-time, or a date (midnight UTC)',
          instant,
        ),
        queryParameter(
          'to',
          'Exclusive upper bound: an ISO 8601 date-time, or a date (midnight UTC)',
          instant,
        ),
      ],
      responses: {
        200: {
          description: 'The CSV file',
          headers: {
            'Content-Disposition': {
              description:
                '`attachment; filename="activity-YYYY-MM-DD.csv"` (the date of the download in the time zone of the caller)',
              required: true,
              schema: { type: 'string' },
            },
          },
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        401: errorResponse(ERROR_REASONS.token),
        403: errorResponse(ERROR_REASONS.notMember),
        422: errorResponse(
          'A filter is invalid (type, userId, q longer than 200, from/to not ISO 8601); `errors` names the field.',
        ),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
  },
};
