import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_FILE, widgetGuide } from './docs-reference';

const root = path.resolve(__dirname, '../..');

describe(`${DOC_FILE}'s element reference`, () => {
  it('is the one the element files generate (run `npm run docs:widgets` after changing them)', async () => {
    const { current, generated } = await widgetGuide(root);
    expect(current, `${DOC_FILE} is out of date: run npm run docs:widgets`).toBe(generated);
  });
});
