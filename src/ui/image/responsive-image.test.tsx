// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaverSetting } from '../../core/data-saver/setting';
import { serverRequest } from '../common/fixtures';
import { ServerRequestContext } from '../ssr/server-request';
import { ResponsiveImage } from './responsive-image';

/** A 16x9 crop at its three sizes: the content API sends every crop at sm, md and lg (docs/product.md, "Content"). */
const cover = {
  sm: '/images/cover/16x9/384.webp',
  md: '/images/cover/16x9/768.webp',
  lg: '/images/cover/16x9/1200.webp',
  alt: 'Presenters in the studio',
};

afterEach(() => {
  cleanup();
  setDataSaverSetting('auto');
  vi.unstubAllGlobals();
});

const widths = (srcSet: string | null) => (srcSet ?? '').split(', ').map((entry) => entry.split(' ')[1]);

describe('ResponsiveImage', () => {
  it('is the image with its own alt text, lazy, in a box of its ratio so nothing moves when it loads', () => {
    render(<ResponsiveImage image={cover} ratio={16 / 9} />);
    const img = screen.getByRole('img', { name: 'Presenters in the studio' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(cover['md']);
    expect(widths(img.getAttribute('srcset'))).toEqual(['180w', '384w', '768w', '1200w', '1536w', '2400w']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('675');
    expect(parseFloat(img.style.aspectRatio)).toBeCloseTo(16 / 9);
  });

  it('loads at once with high priority above the fold, and can be marked decorative', () => {
    render(<ResponsiveImage image={cover} ratio={1} priority alt="" />);
    const img = screen.getByRole('presentation') as HTMLImageElement;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps the box, hidden from screen readers, when there is no image', () => {
    const { container } = render(<ResponsiveImage image={null} ratio={4 / 5} />);
    expect(screen.queryByRole('img')).toBeNull();
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(parseFloat(box.style.aspectRatio)).toBeCloseTo(4 / 5);
  });

  it('asks for crops at most 768 px wide and at one device pixel per CSS pixel with the data saver on', () => {
    vi.stubGlobal('devicePixelRatio', 3);
    render(<ResponsiveImage image={cover} ratio={16 / 9} sizes="100vw" />);
    act(() => setDataSaverSetting('on'));
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(cover.sm);
    expect(widths(img.getAttribute('srcset'))).toEqual(['180w', '384w', '768w']);
    expect(img.getAttribute('sizes')).toBe('calc(100vw / 3)');
    act(() => setDataSaverSetting('off'));
    expect(img.getAttribute('src')).toBe(cover['md']);
  });

  it('has a server render preload the priority image and match a Save-Data request’s crops', () => {
    const request = serverRequest(undefined, true);
    const html = renderToString(
      <ServerRequestContext.Provider value={request}>
        <ResponsiveImage image={cover} ratio={16 / 9} priority />
      </ServerRequestContext.Provider>,
    );
    expect(request.preloadImage).toMatchObject({ src: cover['md'] });
    expect(html).toContain(`src="${cover.sm}"`);
  });
});
