import { getToken } from '../../lib/auth';
import { refreshAccessToken } from '../../lib/session';

const DEFAULT_FILE_NAME = 'activity.csv';

/** The file name of a content-disposition header (`attachment; filename="activity-2026-11-24.csv"`). */
export function fileNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  return name || DEFAULT_FILE_NAME;
}

/**
 * Downloads the activity log as CSV with the page's filters (GET /api/activity/export, with the
 * session's token), under the server's file name or activity.csv. Says whether it worked.
 */
export async function exportActivityCsv(filters: Record<string, string | number>): Promise<boolean> {
  const query = new URLSearchParams(
    Object.entries(filters)
      .filter(([key]) => key !== 'page' && key !== 'limit')
      .map(([key, value]) => [key, String(value)]),
  );
  const get = (token: string | null) =>
    fetch(`/api/activity/export?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  try {
    const token = getToken();
    let res = await get(token);
    if (res.status === 401) res = await get(await refreshAccessToken(token));
    if (!res.ok) return false;
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFrom(res.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}
