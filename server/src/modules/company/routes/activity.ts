import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, Pagination, errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { isCalendarDate } from '../../../platform/lib/pkt-dates.ts';
import { decodeActivityCursor, exportActivity, listActivity, type ActivityFilter } from '../queries/activity.ts';
import { ActivityEntry } from '../schemas/team.ts';
import { ActivityExportQuery, ActivityQuery } from '../schemas/team-requests.ts';
import { UTF8_BOM, csvLine } from '../../../platform/lib/csv.ts';
import { sendDownload } from '../../../platform/http/download.ts';

export const ACTIVITY_FILE_NAME = 'team_activity.csv';
/** The export's row cap: a year of a busy company's changes; narrower filters give the rest. */
export const ACTIVITY_EXPORT_MAX = 100_000;
const CSV_HEADER = ['Time (UTC)', 'Member', 'IP', 'Module', 'Record', 'Record ID', 'Record name', 'Action', 'Changes'];

export const BAD_ACTIVITY_CURSOR = 'This page link is out of date: open the activity log from its first page';

/** The filters as the repository takes them; a bad date range or member is the caller's error. */
function filterOf(q: { member?: string; module?: ActivityFilter['module']; from?: string; to?: string; record?: string }): ActivityFilter {
  for (const key of ['from', 'to'] as const) {
    const value = q[key];
    if (value !== undefined && !isCalendarDate(value)) throw badRequest(`${key} must be a date written YYYY-MM-DD`, { [key]: 'Invalid date' });
  }
  if (q.from && q.to && q.from > q.to) throw badRequest('The start date must be on or before the end date', { from: 'After the end date' });
  // An id that is no user matches nobody (an empty page), like any other member id of no member.
  const member = q.member === undefined || q.member === '' ? undefined : isUuid(q.member) ? q.member : '00000000-0000-0000-0000-000000000000';
  const record = q.record?.trim() || undefined;
  return { member, module: q.module, from: q.from, to: q.to, record };
}

/** "status: pending -> confirmed; price: 100 -> 120" for the CSV. */
function changesText(changes: ActivityEntry['changes']): string {
  const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return Object.entries(changes)
    .map(([field, { before, after }]) => `${field}: ${show(before)} -> ${show(after)}`)
    .join('; ');
}

/** Team > Activity: who changed what; admins only (reads of other members' actions and addresses). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team/activity',
    {
      config: { permission: 'team' },
      schema: {
        operationId: 'getActivity',
        tags: ['team'],
        summary: "The company's recorded changes, newest first, filtered by member, module, PKT dates and record (admins)",
        querystring: Type.Object({
          ...ActivityQuery.properties,
          after: Type.Optional(
            Type.String({
              maxLength: 200,
              description: "The previous page's pagination.nextCursor: this page starts after its last entry (page then only labels it)",
            }),
          ),
        }),
        response: {
          200: Data(
            Type.Object({
              entries: Type.Array(ActivityEntry),
              pagination: Type.Object({
                ...Pagination.properties,
                // Optional in the contract so clients that page by number need not know of it; always sent.
                nextCursor: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Pass as `after` for the next page; null on the last one' })),
              }),
            }),
          ),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const after = request.query.after ? decodeActivityCursor(request.query.after) : undefined;
      if (request.query.after && !after) throw badRequest(BAD_ACTIVITY_CURSOR, { after: BAD_ACTIVITY_CURSOR });
      const { entries, total, nextCursor } = await listActivity(app.db, authOf(request).sellerId, filterOf(request.query), page, pageSize, after);
      return { data: { entries, pagination: { page, pageSize, total, nextCursor } } };
    },
  );

  app.get(
    '/team/activity/export',
    {
      config: { permission: 'team' },
      schema: {
        operationId: 'exportActivity',
        tags: ['team'],
        summary: `The filtered activity as a CSV file (${ACTIVITY_FILE_NAME}), at most ${ACTIVITY_EXPORT_MAX} rows (admins)`,
        querystring: ActivityExportQuery,
        response: {
          200: { description: 'CSV file', content: { 'text/csv': { schema: Type.String() } } },
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const entries = await exportActivity(app.db, authOf(request).sellerId, filterOf(request.query), ACTIVITY_EXPORT_MAX);
      const body =
        UTF8_BOM +
        csvLine(CSV_HEADER) +
        entries
          .map((e) => csvLine([e.at, e.actorName, e.ip ?? '', e.module, e.entity, e.entityId ?? '', e.record.label ?? '', e.action, changesText(e.changes)]))
          .join('');
      return sendDownload(reply, 'csv', ACTIVITY_FILE_NAME, body);
    },
  );
};

export default routes;
