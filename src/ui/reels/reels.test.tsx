// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReelFieldsFragment } from '../../core/api/generated/graphql';
import { contentCard, imageFields } from '../common/fixtures';
import { CardReel } from './card-reel';
import { Reel } from './reel';

afterEach(cleanup);

type Teaser = ReelFieldsFragment['reelDetail']['teaserList'][number];

function reel(type: string, title: string, teasers: Teaser[], advertisementId: string | null = null) {
  return {
    id: `reel-${type}`,
    type,
    title,
    advertisementId,
    reelDetail: { id: `detail-${type}`, teaserList: teasers },
  } as ReelFieldsFragment;
}

const story = (id: string, headline: string): Teaser => ({
  __typename: 'ContentTeaser',
  id: `teaser-${id}`,
  teaserDetail: contentCard(id, headline),
});

describe('Reel', () => {
  it('is a section named by its title, listing a linked card per teaser', () => {
    render(
      <Reel
        reel={reel('news', 'Latest news', [
          story('n1', 'Taxi strike ends'),
          story('n2', 'Load shedding paused'),
          {
            __typename: 'CompetitionTeaser',
            id: 'teaser-c1',
            buttonText: 'Enter now',
            externalLink: null,
            internalLink: '/competitions/win-a-car',
            image: imageFields('c1'),
            competition: { _id: 'c1', _url: '/competitions/win-a-car', headline: 'Win a car' },
          },
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Latest news' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Latest news' })).toBeTruthy();
    const list = within(section).getByRole('list', { name: 'Latest news' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getByRole('link', { name: /Taxi strike ends/ })
        .getAttribute('href'),
    ).toBe('/news/n1');
    expect(within(list).getByText('Win a car')).toBeTruthy();
  });

  it('shows nothing for a reel without teasers', () => {
    const { container } = render(<Reel reel={reel('media', 'Clips', [])} />);
    expect(container.innerHTML).toBe('');
  });

  it('is an ad slot for an ad reel, and nothing when the ad reel names no advertisement', () => {
    const { container, rerender } = render(
      <Reel reel={reel('ad', 'Advertisement', [], 'home-leaderboard')} />,
    );
    expect(container.querySelector('[data-advertisement-id="home-leaderboard"]')).not.toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<Reel reel={reel('ad', 'Advertisement', [])} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('CardReel', () => {
  it('lists the cards it is given under its title, and is nothing when there are none', () => {
    const { container, rerender } = render(
      <CardReel id="podcasts" title="Podcasts" items={[contentCard('p1', 'Jozi Eats')]} />,
    );
    const list = screen.getByRole('list', { name: 'Podcasts' });
    expect(within(list).getByRole('link', { name: /Jozi Eats/ })).toBeTruthy();
    rerender(<CardReel id="podcasts" title="Podcasts" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
