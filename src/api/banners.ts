/** The static banner list (001 §7): a JSON file, production or test, never served from a cache. */
import { BANNER_FILES, type BannerFile } from './contractShell';
import type { HttpClient } from './http';

/** Answers the file's parsed JSON, unchecked: the banner rules check its shape. */
export function getBannerFile(client: HttpClient, file: BannerFile): Promise<unknown> {
  return client.request<unknown>({
    method: 'GET',
    path: BANNER_FILES[file],
    auth: false,
    headers: { 'Cache-Control': 'no-cache' },
  });
}
