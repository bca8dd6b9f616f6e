import { expect, test } from 'vitest';
import { appOrigins, readConfig, siteOrigins } from './config';

test('the app runs on its origin and on each preview origin; partners are trusted beside them', () => {
  const config = readConfig({
    APP_PORT: '5300',
    DEMO_PORT: '5301',
    PREVIEW_APP_ORIGINS: ' http://127.0.0.1:5307/ , ,http://preview.example',
  });
  expect(appOrigins(config)).toEqual([
    'http://127.0.0.1:5300',
    'http://127.0.0.1:5307',
    'http://preview.example',
  ]);
  expect(siteOrigins(config)).toEqual([...appOrigins(config), 'http://127.0.0.1:5301']);
});

test('without preview origins the app has the one origin', () => {
  expect(appOrigins(readConfig({ APP_PORT: '5300' }))).toEqual(['http://127.0.0.1:5300']);
});
