import path from 'node:path';
import { createSandbox } from './server';

/** `npm start` / `npm run sandbox`: PORT (default 8080), HOST (default localhost), DIST_DIR (default <repo>/dist). */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number');
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '..', 'dist'));
  // The kit gallery is a development tool: never served in production.
  const galleryDir =
    process.env.NODE_ENV === 'production'
      ? undefined
      : path.resolve(process.env.GALLERY_DIR ?? path.join(__dirname, '..', 'dist-gallery'));
  // The browser suite's accessibility checker (a dev dependency), for the same reason.
  const axeScript = process.env.NODE_ENV === 'production' ? undefined : devAxeScript();
  const sandbox = await createSandbox({
    distDir,
    ...(galleryDir ? { galleryDir } : {}),
    ...(axeScript ? { axeScript } : {}),
  });
  const baseUrl = await sandbox.listen(port, process.env.HOST ?? 'localhost');

  const stop = (): void => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  console.log(`Sandbox ready: ${baseUrl}/account/heloc/register-v2`);
}

/** axe-core's minified browser script, if the dev dependencies are installed. */
function devAxeScript(): string | undefined {
  try {
    return require.resolve('axe-core/axe.min.js');
  } catch {
    return undefined;
  }
}

main().catch((error: unknown) => {
  console.error('Sandbox failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
