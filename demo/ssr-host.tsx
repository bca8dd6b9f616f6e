/**
 * A server-rendered React page: the markup in ssr-host.html is what the server sent, and this hydrates it. The
 * widgets' loader must add nothing to the elements' light DOM, or React finds markup it did not render.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Article() {
  return (
    <main className="article">
      <h1>A server-rendered article</h1>
      {createElement('primedia-live-player', { station: '702' })}
      {createElement('primedia-programme-guide', { station: '947', compact: '' })}
      {createElement('primedia-podcast-episodes', {
        url: '/podcasts/the-money-hour-podcast',
        'page-size': '2',
      })}
      <p>The article goes on.</p>
      {createElement('primedia-registration-wall')}
      {createElement('primedia-mini-player', { className: 'mini-player-dock' })}
    </main>
  );
}

const root = document.getElementById('root');
if (root) hydrateRoot(root, <Article />, { onRecoverableError: (error) => console.error(error) });
