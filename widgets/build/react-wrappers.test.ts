// @vitest-environment happy-dom
/**
 * The generated React components, run with React 19 (the project's) and React 18 (the demo host's workspace):
 * attribute props reach the element under their dashed names, booleans are present or absent, `on...` event
 * props receive the element's events (the newest handler, without re-subscribing), other props pass through,
 * and the ref is the element.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as ReactModule from 'react';
import type { ComponentType } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { readWidgetDocs, toCustomElementsManifest } from './manifest';
import { toReactWrappers, type CustomElementsManifest } from './react-wrappers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wrappers = toReactWrappers(toCustomElementsManifest(readWidgetDocs(root)) as CustomElementsManifest);

/** The generated module, placed where bare `react` resolves to the React under `base`. */
async function load(base: string) {
  const dir = path.join(base, 'node_modules/.cache/primedia-react-test');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'primedia-react.mjs');
  fs.writeFileSync(file, wrappers.js);
  const require = createRequire(path.join(base, 'package.json'));
  const React = require('react') as typeof ReactModule;
  const { createRoot } = require('react-dom/client') as typeof ReactDomClient;
  // act flushes the render and its effects before the test looks (React 19 exports it; 18 from test-utils).
  const act = (React.act ?? (require('react-dom/test-utils') as { act: typeof React.act }).act) as (
    work: () => void,
  ) => Promise<void>;
  const components = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<
    string,
    ComponentType<Record<string, unknown>>
  >;
  return { React, createRoot, components, act };
}

describe.each([
  ['React 19', root],
  ['React 18', path.join(root, 'demo/react18-host')],
])('generated React components with %s', (version, base) => {
  it('map attributes, booleans, events, pass-through props and the ref', async () => {
    const { React, createRoot, components, act } = await load(base);
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    expect(React.version.startsWith(version === 'React 19' ? '19.' : '18.')).toBe(true);
    const { ProgrammeGuide, PodcastEpisodes, RegistrationWall } = components;
    if (!ProgrammeGuide || !PodcastEpisodes || !RegistrationWall) throw new Error('components missing');

    const container = document.createElement('div');
    document.body.append(container);
    const reactRoot = createRoot(container);
    const first = vi.fn();
    const second = vi.fn();
    const ref = React.createRef<HTMLElement>();
    const render = (onPlay: () => void, compact: boolean) =>
      reactRoot.render(
        React.createElement(
          'div',
          null,
          React.createElement(ProgrammeGuide, {
            station: 'kfm',
            compact,
            onPrimediaPlay: onPlay,
            className: 'partner-guide',
            'aria-label': 'KFM guide',
            ref,
          }),
          React.createElement(PodcastEpisodes, { url: '/podcasts/x', pageSize: 5, headingLevel: 2 }),
          React.createElement(RegistrationWall, { open: false }),
        ),
      );

    await act(() => render(first, true));
    const guide = container.querySelector('primedia-programme-guide');
    expect(guide?.getAttribute('station')).toBe('kfm');
    expect(guide?.getAttribute('compact')).toBe('');
    expect(guide?.getAttribute('class')).toBe('partner-guide');
    expect(guide?.getAttribute('aria-label')).toBe('KFM guide');
    expect(ref.current).toBe(guide);
    const episodes = container.querySelector('primedia-podcast-episodes');
    expect(episodes?.getAttribute('page-size')).toBe('5');
    expect(episodes?.getAttribute('heading-level')).toBe('2');
    expect(container.querySelector('primedia-registration-wall')?.hasAttribute('open')).toBe(false);

    guide?.dispatchEvent(new CustomEvent('primedia-play', { detail: { station: 'kfm' } }));
    expect(first).toHaveBeenCalledTimes(1);
    expect((first.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ station: 'kfm' });

    await act(() => render(second, false));
    expect(guide?.hasAttribute('compact')).toBe(false);
    guide?.dispatchEvent(new CustomEvent('primedia-play', { detail: { station: 'kfm' } }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);

    await act(() => reactRoot.unmount());
    container.remove();
  });
});

describe('generated React declarations', () => {
  it('type each attribute and event from custom-elements.json', () => {
    expect(wrappers.dts).toContain('export interface LivePlayerProps');
    expect(wrappers.dts).toContain(
      'onPrimediaPlay?: (event: PrimediaLivePlayerEventMap["primedia-play"]) => void;',
    );
    expect(wrappers.dts).toContain('compact?: boolean;');
    expect(wrappers.dts).toContain('pageSize?: number;');
    expect(wrappers.dts).toContain(
      'export declare const RegistrationWall: ForwardRefExoticComponent<RegistrationWallProps & RefAttributes<PrimediaRegistrationWallElement>>;',
    );
  });
});
