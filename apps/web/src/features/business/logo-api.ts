import { authorizedFetch } from '../../lib/api-fetch';
import { ensureOk } from '../../lib/rest-answer-error';

const LOGO_PATH = '/api/org/logo';

/** The logo's image, fetched with the session's token (an <img> cannot send it). */
export async function fetchLogo(url: string): Promise<Blob> {
  return (await ensureOk(await authorizedFetch(url))).blob();
}

/** Stores a new logo: the file itself is the body, with its own Content-Type. */
export async function putLogo(file: File): Promise<void> {
  await ensureOk(
    await authorizedFetch(LOGO_PATH, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } }),
  );
}

export async function deleteLogo(): Promise<void> {
  await ensureOk(await authorizedFetch(LOGO_PATH, { method: 'DELETE' }));
}
