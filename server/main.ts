/**
 * Starts the local platform on its own: `npm run platform`. `npm start` uses `startPlatform` from here too.
 */
import { readConfig, type PlatformConfig } from './config';
import { createPlatform, type Platform } from './platform';

export async function startPlatform(config: PlatformConfig = readConfig()): Promise<Platform> {
  const started = Date.now();
  const platform = await createPlatform(config);
  await new Promise<void>((resolve, reject) => {
    platform.server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `[primedia] port ${config.port} on ${config.host} is already in use. ` +
              `Stop the other process or choose another port: PLATFORM_PORT=4010 npm start`,
          ),
        );
      } else reject(error);
    });
    platform.server.listen(config.port, config.host, () => resolve());
  });
  console.log(`[primedia] platform ready at ${config.publicUrl} in ${Date.now() - started} ms`);
  return platform;
}

function isMain() {
  return process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
}

if (isMain()) {
  let platform: Platform | null = null;
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[primedia] ${signal}: stopping the platform`);
    // A signal during start has nothing to close yet; exiting still runs the exit handlers (the data lock).
    if (!platform) process.exit(0);
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // Registered before start, so a stop that comes right after "ready" still shuts down cleanly.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  startPlatform()
    .then((started) => {
      platform = started;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
