/**
 * A partner site that is itself a React app (RELIABILITY.md 22). Its React is its own copy, separate from the
 * one inside the built widgets (loaded from /built/embed.js), and is also exposed as `window.React` the way
 * sites that load React from a CDN do. The app renders the widgets like any other element, changes their
 * attributes from state, mounts and unmounts them, and listens to their primedia-* events.
 *
 * Written against the API React 18 and 19 share (createElement, createRoot, hooks; no JSX, no 19-only APIs):
 * React 18 itself cannot be installed beside the project's React 19 (react-dom@18's peer dependency on
 * react@^18 fails `npm ci`), see docs/decisions.md "Widget suite".
 */
import React from 'react';
import { createRoot } from 'react-dom/client';

const h = React.createElement;
const STATIONS = ['702', '947', 'kfm', 'capetalk'] as const;

Object.assign(window, { React });

function App() {
  const [station, setStation] = React.useState<string>('702');
  const [showGuide, setShowGuide] = React.useState(true);
  const [events, setEvents] = React.useState<string[]>([]);
  const player = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    const element = player.current;
    if (!element) return;
    const record = (event: Event) =>
      setEvents((list) => [...list, `${event.type} ${JSON.stringify((event as CustomEvent).detail)}`]);
    const names = ['primedia-play', 'primedia-stop', 'primedia-error'];
    names.forEach((name) => element.addEventListener(name, record));
    return () => names.forEach((name) => element.removeEventListener(name, record));
  }, []);

  return h(
    'main',
    null,
    h('h1', null, 'A React app hosting Primedia+ widgets'),
    h(
      'p',
      { role: 'group', 'aria-label': 'Station' },
      ...STATIONS.map((id) =>
        h(
          'button',
          {
            key: id,
            type: 'button',
            className: 'partner-button',
            'aria-pressed': station === id,
            onClick: () => setStation(id),
          },
          `Show ${id}`,
        ),
      ),
    ),
    h('primedia-live-player', { ref: player, station, id: 'react-player' }),
    h(
      'p',
      null,
      h(
        'button',
        { type: 'button', className: 'partner-button', onClick: () => setShowGuide((v) => !v) },
        showGuide ? 'Hide the guide' : 'Show the guide',
      ),
    ),
    showGuide ? h('primedia-programme-guide', { station, compact: '', id: 'react-guide' }) : null,
    h('h2', null, 'Events the app received'),
    h(
      'ol',
      { id: 'react-events' },
      events.map((text, i) => h('li', { key: i }, text)),
    ),
  );
}

const container = document.getElementById('app');
if (container) createRoot(container).render(h(App));
