// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { addDataUsed } from '../../core/data-saver/data-used';
import { DataUsedTable } from './data-used';

afterEach(cleanup);

describe('DataUsedTable', () => {
  it('says it is counting on the server, which cannot know what this device used', () => {
    addDataUsed('702|live', 84_000);
    const html = renderToString(<DataUsedTable />);
    expect(html.match(/Counting…/g)).toHaveLength(2);
    expect(html).not.toMatch(/\d+ (B|kB|MB)/);
    expect(html).not.toContain('Nothing played');
  });

  it('shows what this device used, per station and kind, once in the browser', () => {
    addDataUsed('702|live', 84_000);
    render(<DataUsedTable />);
    expect(screen.getByTestId('data-used-session').textContent).toMatch(/^\d[\d.]* kB$/);
    expect(screen.getByRole('row', { name: /^702 Live radio/ })).toBeTruthy();
    expect(screen.queryByText(/Counting/)).toBeNull();
  });
});
