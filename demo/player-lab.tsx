/**
 * The player lab: a page that starts on-demand audio and video through src/core/player and shows the React
 * video view and mini player directly (as the host app does), so the browser tests can drive on-demand play,
 * pause, skip, seek, video close and each error toast of docs/product.md, "Errors and messages" without depending on the content pages.
 */
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { playMedia } from '../src/core/player/controller';
import type { InitiatedType } from '../src/core/player/state';
import { MiniPlayer } from '../src/ui/mini-player/mini-player';
import { VideoPlayer } from '../src/ui/video-player/video-player';
import '../src/ui/transport-controls/transport-controls.css';
import '../src/ui/mini-player/mini-player.css';
import '../src/ui/common/control-icons.css';
import '../src/ui/toast/toast.css';
import '../src/ui/video-player/video-player.css';

interface LabItem {
  mediaId: string;
  type: InitiatedType;
  title: string;
  station: string;
}

const ITEMS: LabItem[] = [
  { mediaId: 'aud-0001', type: 'audio', title: 'On-demand clip one', station: '702' },
  { mediaId: 'aud-0002', type: 'audio', title: 'On-demand clip two', station: 'CapeTalk' },
  { mediaId: 'vid-0001', type: 'video', title: 'Video one', station: 'KFM' },
  { mediaId: 'vid-geo-0001', type: 'video', title: 'Video for South Africa only', station: '947' },
  { mediaId: 'aud-9999', type: 'audio', title: 'A clip that does not exist', station: '702' },
];

function Lab() {
  return (
    <>
      <ul className="lab-items">
        {ITEMS.map((item) => (
          <li key={item.mediaId}>
            <button
              type="button"
              data-media-id={item.mediaId}
              onClick={() =>
                void playMedia({
                  mediaId: item.mediaId,
                  type: item.type,
                  audio: { title: item.title, station: item.station, imageUrl: '' },
                  station: null, // on-demand clips and video only
                  origin: 'player-lab',
                })
              }
            >
              {item.type === 'video' ? 'Watch' : 'Listen to'} {item.title}
            </button>
          </li>
        ))}
      </ul>
      <VideoPlayer />
      <div className="mini-player-dock">
        <MiniPlayer />
      </div>
    </>
  );
}

const root = document.getElementById('player-lab');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Lab />
    </StrictMode>,
  );
}
