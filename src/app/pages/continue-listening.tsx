/**
 * Explore's "Continue listening" row (docs/product.md, "Up next"): items started and not finished, newest
 * first, each with how much is left and a play control that resumes it. Signed in, from the account's play
 * history; anonymous, from this device's kept positions. Shown only when there is something to continue.
 */
import { useStore } from '@nanostores/react';
import { $devicePositions, isFinished, SERVER_POSITIONS } from '../../core/history/device-positions';
import type { PlayableItem } from '../../core/queue/queue-item';
import { PlayContentButton } from '../../ui/content/play-content-button';
import { progressMarkText } from '../../ui/up-next/progress-mark';
import { Scroller } from '../../ui/scroller/scroller';
import { useListener, useRecentlyPlayed } from './my-content-list';

/** The most items the row shows. */
const ROW_SIZE = 10;

interface Started {
  item: PlayableItem;
  seconds: number;
}

function useDeviceItems(): Started[] {
  const positions = useStore($devicePositions, { ssr: () => SERVER_POSITIONS });
  return Object.entries(positions)
    .reverse()
    .flatMap(([mediaId, p]) =>
      p.title && p.duration && !isFinished(p)
        ? [
            {
              seconds: p.seconds,
              item: {
                mediaId,
                type: p.type,
                title: p.title,
                stationName: p.stationName,
                imageUrl: p.imageUrl,
                duration: p.duration,
              },
            },
          ]
        : [],
    )
    .slice(0, ROW_SIZE);
}

function AccountRow({ sub }: { sub: string }) {
  const { cards } = useRecentlyPlayed(sub, 20, 'continue listening');
  if (!Array.isArray(cards)) return null; // loading, or failed: Explore goes on without the row
  const started = cards.flatMap((card) => {
    const seconds = card.playheadSeconds ?? 0;
    if (!card.mediaId || !card.duration || seconds < 1 || isFinished({ seconds, duration: card.duration }))
      return [];
    const item: PlayableItem = {
      mediaId: card.mediaId,
      type: card.typeName.startsWith('Video') ? 'video' : 'audio',
      title: card.headline,
      stationName: '',
      imageUrl: card.image?.ratio1x1.sm ?? '',
      duration: card.duration,
    };
    return [{ item, seconds }];
  });
  return <Row started={started.slice(0, ROW_SIZE)} />;
}

function DeviceRow() {
  return <Row started={useDeviceItems()} />;
}

function Row({ started }: { started: Started[] }) {
  if (started.length === 0) return null;
  return (
    <section className="continue-listening" aria-labelledby="continue-listening">
      <h2 id="continue-listening" className="reel__title">
        Continue listening
      </h2>
      <Scroller as="ul" label="Continue listening" className="continue-listening__list">
        {started.map(({ item, seconds }) => (
          <li key={item.mediaId} className="continue-listening__item">
            {item.imageUrl ? (
              <img src={item.imageUrl} alt="" width={64} height={64} />
            ) : (
              <span className="continue-listening__blank" />
            )}
            <span className="continue-listening__text">
              <span className="continue-listening__title">{item.title}</span>
              <span className="continue-listening__left">{progressMarkText(seconds, item.duration)}</span>
            </span>
            <PlayContentButton className="continue-listening__play" origin="continue-listening" item={item} />
          </li>
        ))}
      </Scroller>
    </section>
  );
}

export function ContinueListening() {
  const sub = useListener();
  if (sub === 'pending') return null;
  return sub ? <AccountRow sub={sub} /> : <DeviceRow />;
}
