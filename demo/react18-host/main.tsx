/**
 * A partner site that is itself a React 18 app (docs/design.md, "Partner page failures", docs/widgets-loader.md "a host page that runs its own
 * React 18 app"). This folder is its own npm workspace, so `react` and `react-dom` here are React 18, installed
 * apart from the project's React 19; the widgets come from the built partner file /built/embed.js with their
 * own React 19 inside. The app renders the widgets as JSX elements with attributes from its state, changes
 * them, mounts and unmounts them, and listens to their primedia-* events through a ref (React 18 sets only
 * attributes on custom elements and does not attach their events). Like sites that load React from a CDN, it
 * also exposes its React as `window.React`.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const STATIONS = ['702', '947', 'kfm', 'capetalk'] as const;
type Station = (typeof STATIONS)[number];
const WIDGET_EVENTS = ['primedia-play', 'primedia-stop', 'primedia-error'];

Object.assign(window, { React });

/** The live player element, with its events attached by hand: React 18 passes only attributes through. */
function LivePlayer({ station, onEvent }: { station: Station; onEvent: (event: Event) => void }) {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    const player = element.current;
    if (!player) return;
    WIDGET_EVENTS.forEach((name) => player.addEventListener(name, onEvent));
    return () => WIDGET_EVENTS.forEach((name) => player.removeEventListener(name, onEvent));
  }, [onEvent]);
  return <primedia-live-player ref={element} station={station} id="react-player" />;
}

function App() {
  const [station, setStation] = useState<Station>('702');
  const [showPlayer, setShowPlayer] = useState(true);
  const [showGuide, setShowGuide] = useState(true);
  const [events, setEvents] = useState<string[]>([]);
  const record = useCallback(
    (event: Event) =>
      setEvents((list) => [...list, `${event.type} ${JSON.stringify((event as CustomEvent).detail)}`]),
    [],
  );

  return (
    <main>
      <h1>A React 18 app hosting Primedia+ widgets</h1>
      <p>
        Host app: React <span id="host-react-version">{React.version}</span>. The widgets bring their own
        React inside /built/embed.js.
      </p>
      <p role="group" aria-label="Station">
        {STATIONS.map((id) => (
          <button
            key={id}
            type="button"
            className="partner-button"
            aria-pressed={station === id}
            onClick={() => setStation(id)}
          >
            Show {id}
          </button>
        ))}
      </p>
      <h2>Listen live</h2>
      <p>
        <button type="button" className="partner-button" onClick={() => setShowPlayer((shown) => !shown)}>
          {showPlayer ? 'Hide the player' : 'Show the player'}
        </button>
      </p>
      {showPlayer ? <LivePlayer station={station} onEvent={record} /> : null}
      <h2>On air today</h2>
      <p>
        <button type="button" className="partner-button" onClick={() => setShowGuide((shown) => !shown)}>
          {showGuide ? 'Hide the guide' : 'Show the guide'}
        </button>
      </p>
      {showGuide ? <primedia-programme-guide station={station} compact="" id="react-guide" /> : null}
      <h2>Events the app received</h2>
      <ol id="react-events">
        {events.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ol>
    </main>
  );
}

const container = document.getElementById('app');
if (container) {
  // Read by the browser test: the version of the React this app really runs.
  container.dataset.reactVersion = React.version;
  createRoot(container).render(<App />);
}
