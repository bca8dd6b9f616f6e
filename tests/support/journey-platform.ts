/**
 * The journeys' platform (tests/journeys), started by playwright.config.ts with `journeyPlatformEnv()`: a fresh
 * data folder each run, so a journey that bookmarks or signs in finds the accounts as seeded.
 */
import fs from 'node:fs';
import { readConfig } from '../../server/config';
import { startPlatform } from '../../server/main';

const config = readConfig();
fs.rmSync(config.dataDir, { recursive: true, force: true });
const platform = await startPlatform(config);
const stop = () => void platform.close().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
