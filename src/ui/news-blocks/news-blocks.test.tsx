// @vitest-environment jsdom
// jsdom, not happy-dom: the rich-text block sanitises its HTML with DOMPurify, which needs a standards parser.
/** Pressing a block's play control asks the content catalog, which is the network: its requests hang here. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlocksFragment } from '../../core/api/generated/graphql';
import { onProblem, type Problem } from '../../core/monitoring/problems';
import { stopPlayback } from '../../core/player/controller';
import { $playRequest } from '../../core/player/store';
import { contentCard, imageFields } from '../common/fixtures';
import { NewsBlocks } from './news-blocks';

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});

afterEach(() => {
  cleanup();
  stopPlayback();
});

afterAll(() => vi.unstubAllGlobals());

const blocks = [
  { __typename: 'RichTextBlock', markupInput: '<p>The strike ended <em>at noon</em>.</p>' },
  {
    __typename: 'ImageSectionBlock',
    title: 'Noon',
    description: 'Taxis back on the road',
    image: imageFields('taxis'),
  },
  {
    __typename: 'QuoteBlock',
    title: null,
    quoteText: 'We are back at work.',
    attribution: 'A driver',
  },
  {
    __typename: 'EmbedBlock',
    title: 'Listen again',
    embedContentItem: contentCard('clip-1', 'The interview', {
      __typename: 'AudioTeaserDetail',
      _url: '/audio/the-interview',
      mediaId: 'audio-0001',
      duration: 300,
    }),
  },
  { __typename: 'EmbedBlock', title: 'Related', embedContentItem: null },
  { __typename: 'BrightcoveMediaBlock', title: 'On camera', linkedDetail: null },
] as BlocksFragment[];

describe('NewsBlocks', () => {
  it('shows each block in the article’s order: text, a captioned image, a quote and an embed', async () => {
    render(<NewsBlocks blocks={blocks} />);
    const text = await screen.findByText('at noon');
    expect(text.tagName).toBe('EM');
    const [image, quote] = screen.getAllByRole('figure');
    expect(image?.querySelector('img')).not.toBeNull();
    expect(image?.querySelector('figcaption')?.textContent).toBe('Noon Taxis back on the road');
    expect(quote?.querySelector('blockquote')?.textContent).toBe('We are back at work.');
    expect(quote?.querySelector('figcaption')?.textContent).toBe('— A driver');
    const embed = screen.getByRole('region', { name: 'Listen again' });
    expect(within(embed).getByRole('link', { name: 'The interview' }).getAttribute('href')).toBe(
      '/audio/the-interview',
    );
    const inOrder = [text, image, quote, embed].every(
      (node, i, all) =>
        i === 0 || all[i - 1]?.compareDocumentPosition(node as Node) === Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(inOrder).toBe(true);
  });

  it('says so when an embedded item or a video is no longer there', () => {
    render(<NewsBlocks blocks={blocks} />);
    expect(
      within(screen.getByRole('region', { name: 'Related' })).getByText('This item is no longer available.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'On camera' })).getByText(
        'This video is no longer available.',
      ),
    ).toBeTruthy();
  });

  it('plays an embedded item from its block, and opens its page through the app’s navigation', () => {
    const onNavigate = vi.fn();
    render(<NewsBlocks blocks={blocks} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play The interview' }));
    expect($playRequest.get()).toEqual({ origin: 'news-embed', mediaId: 'audio-0001', station: null });
    fireEvent.click(screen.getByRole('link', { name: 'The interview' }));
    expect(onNavigate).toHaveBeenCalledWith('/audio/the-interview');
  });

  it('offers a linked video to watch in its block', () => {
    render(
      <NewsBlocks
        blocks={[
          {
            __typename: 'BrightcoveMediaBlock',
            title: 'On camera',
            linkedDetail: {
              _id: 'v1',
              headline: 'Drivers return',
              mediaId: 'vid-0001',
              duration: 90,
              geoBlocked: false,
            },
          } as BlocksFragment,
        ]}
      />,
    );
    const block = screen.getByRole('region', { name: 'On camera' });
    expect(within(block).getByText('Drivers return')).toBeTruthy();
    expect(within(block).getByRole('button', { name: 'Watch Drivers return' })).toBeTruthy();
  });

  it('skips a block kind it does not know, and records it for monitoring', () => {
    const problems: Problem[] = [];
    const stop = onProblem((problem) => problems.push(problem));
    try {
      render(
        <NewsBlocks
          blocks={[
            { __typename: 'PollBlock' } as unknown as BlocksFragment,
            { __typename: 'QuoteBlock', title: '', quoteText: 'Still here.', attribution: '' },
          ]}
        />,
      );
    } finally {
      stop();
    }
    expect(screen.getByText('Still here.')).toBeTruthy();
    expect(problems).toEqual([
      { area: 'news-blocks', message: 'skipped an unknown block kind PollBlock at 0' },
    ]);
  });
});
