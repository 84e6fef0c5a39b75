import { activityModuleValues } from '@agrihub/shared/domain';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { readPage, useUrlFilters } from '@agrihub/shared';
import type { ActivityModule } from '@agrihub/shared/domain';
import type { ActivityFilters } from '../api/get-activity';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The URL query as filters: unknown modules and malformed days read as "any". */
function read(params: URLSearchParams): ActivityFilters {
  const module = params.get('module') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY_RE.test(value) ? value : '';
  };
  return {
    member: params.get('member') ?? '',
    module: (activityModuleValues as readonly string[]).includes(module) ? (module as ActivityModule) : '',
    from: day('from'),
    to: day('to'),
    record: (params.get('record') ?? '').slice(0, 200),
    page: readPage(params),
  };
}

const write = ({ member, module, from, to, record }: ActivityFilters) => ({ member, module, from, to, record });

/** The Activity tab's filters, kept in the URL beside `tab=activity` (bookmarkable, Back works). */
export function useActivityFilters() {
  return useUrlFilters(read, write);
}
