/**
 * The Now Playing screen's "Up next": the queue in play order, each item with Move up, Move down and Remove
 * (buttons, so a keyboard or a switch reaches them as well as a pointer), and what was said about the stored
 * list when part of it could not be read.
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import {
  $queue,
  SERVER_QUEUE,
  dismissQueueProblem,
  moveInQueue,
  removeFromQueue,
} from '../../core/queue/queue';

export function UpNextList() {
  const { items, problem } = useStore($queue, { ssr: () => SERVER_QUEUE });
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A moved item keeps the focus on its own button, at its new place; a removed one hands it to the heading.
  const refocus = (mediaId: string, name: string) =>
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-media-id="${CSS.escape(mediaId)}"][data-action="${name}"]`)
        ?.focus(),
    );
  return (
    <section className="up-next" aria-label="Up next">
      <h3 className="up-next__title" tabIndex={-1} ref={heading}>
        Up next
      </h3>
      {problem ? (
        <div className="up-next__problem" role="alert">
          <p>{problem}</p>
          <button type="button" className="up-next__button" onClick={dismissQueueProblem}>
            OK
          </button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="up-next__empty">Nothing queued. Add episodes with “Up next” in any episode list.</p>
      ) : (
        <ol className="up-next__list" ref={list}>
          {items.map((item, index) => (
            <li key={item.mediaId} className="up-next__item">
              <span className="up-next__text">
                <span className="up-next__item-title">{item.title}</span>
                {item.stationName ? <span className="up-next__station">{item.stationName}</span> : null}
              </span>
              <span className="up-next__actions">
                <button
                  type="button"
                  className="up-next__button"
                  aria-label={`Move ${item.title} up`}
                  data-media-id={item.mediaId}
                  data-action="up"
                  disabled={index === 0}
                  onClick={() => {
                    moveInQueue(item.mediaId, -1);
                    refocus(item.mediaId, index === 1 ? 'down' : 'up');
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="up-next__button"
                  aria-label={`Move ${item.title} down`}
                  data-media-id={item.mediaId}
                  data-action="down"
                  disabled={index === items.length - 1}
                  onClick={() => {
                    moveInQueue(item.mediaId, 1);
                    refocus(item.mediaId, index === items.length - 2 ? 'up' : 'down');
                  }}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="up-next__button"
                  aria-label={`Remove ${item.title} from Up next`}
                  onClick={() => {
                    removeFromQueue(item.mediaId);
                    heading.current?.focus();
                  }}
                >
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
