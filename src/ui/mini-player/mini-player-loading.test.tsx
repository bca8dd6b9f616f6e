// @vitest-environment happy-dom
/**
 * The bar's code is fetched when it is first needed: a play that comes before the page's first idle moment
 * shows the bar once the code has arrived (mini-player.tsx). A file of its own, so the module is not loaded
 * before the test, as it is in mini-player.test.tsx.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { stopPlayback } from '../../core/player/controller';
import { stubPlayerNetwork } from '../common/fake-event-source';
import { renderWithEvents } from '../common/render-with-events';
import { EPISODE, seedOnDemand } from '../common/seed-player';
import { MiniPlayer } from './mini-player';

afterEach(() => {
  cleanup();
  stopPlayback();
});

it('shows the bar once its code has arrived when something plays before the page was idle', async () => {
  stubPlayerNetwork();
  renderWithEvents(<MiniPlayer />);
  expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  act(() => seedOnDemand(EPISODE));
  const bar = await screen.findByRole('region', { name: 'Player' });
  expect(bar.textContent).toContain(EPISODE.title);
  expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
});
