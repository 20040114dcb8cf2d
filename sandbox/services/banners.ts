import type { FastifyInstance } from 'fastify';
import {
  BANNER_FILES,
  SANDBOX_ADMIN_PREFIX,
  type Banner,
  type BannerFile,
  type IncludedBannerFiles,
} from '../contract';
import { text, type SandboxDb } from '../db/database';
import { BodyReader } from '../validation';

const FILES = Object.keys(BANNER_FILES) as BannerFile[];
const isBannerFile = (value: string): value is BannerFile => (FILES as string[]).includes(value);

/** A sample so a fresh sandbox shows what a banner looks like on the test file local hosts read. */
export const DEFAULT_TEST_BANNERS: Banner[] = [];

/**
 * The static banner files (001 §7: a JSON file in cloud storage). They are stored as raw text, so the admin API can
 * serve malformed data on purpose and the app's shape check can be seen working.
 */
export class BannerStore {
  constructor(private readonly db: SandboxDb) {}

  seed(): void {
    for (const file of FILES) this.put(file, JSON.stringify(file === 'test' ? DEFAULT_TEST_BANNERS : []));
  }

  get(file: BannerFile): string {
    const row = this.db.get('SELECT body FROM banner_files WHERE file = ?', [file]);
    return row ? text(row, 'body') : '[]';
  }

  put(file: BannerFile, body: string): void {
    this.db.run(
      'INSERT INTO banner_files (file, body) VALUES (?, ?) ON CONFLICT (file) DO UPDATE SET body = excluded.body',
      [file, body],
    );
  }
}

/** Every banner file's text as served, for the page's head fragment (decision 430). */
export const includedBannerFiles = (banners: BannerStore): IncludedBannerFiles =>
  Object.fromEntries(FILES.map((file) => [file, banners.get(file)]));

export function registerBannerRoutes(app: FastifyInstance, deps: { banners: BannerStore }): void {
  const { banners } = deps;

  for (const file of FILES) {
    app.get(BANNER_FILES[file], (_request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'application/json; charset=utf-8')
        .send(banners.get(file)),
    );
  }

  app.get<{ Params: { file: string } }>(`${SANDBOX_ADMIN_PREFIX}/banners/:file`, (request, reply) => {
    const { file } = request.params;
    if (!isBannerFile(file)) return reply.code(404).send({ errors: ['No such banner file'] });
    return reply.header('Content-Type', 'application/json; charset=utf-8').send(banners.get(file));
  });

  app.put<{ Params: { file: string } }>(`${SANDBOX_ADMIN_PREFIX}/banners/:file`, (request, reply) => {
    const { file } = request.params;
    const reader = new BodyReader(request.body, ['banners']);
    if (!isBannerFile(file)) reader.fail(`file must be one of ${FILES.join(', ')}`);
    reader.required('banners');
    const body = reader.json('banners');
    reader.finish();
    if (!isBannerFile(file)) throw new Error('checked above');
    banners.put(file, JSON.stringify(body));
    return reply.code(204).send();
  });
}
