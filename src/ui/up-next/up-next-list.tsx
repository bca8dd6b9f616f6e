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

function MoveButton(props: {
  title: string;
  mediaId: string;
  by: -1 | 1;
  disabled: boolean;
  onMove: () => void;
}) {
  const way = props.by < 0 ? 'up' : 'down';
  return (
    <button
      type="button"
      className="up-next__button"
      aria-label={`Move ${props.title} ${way}`}
      data-media-id={props.mediaId}
      data-action={way}
      disabled={props.disabled}
      onClick={props.onMove}
    >
      {props.by < 0 ? '↑' : '↓'}
    </button>
  );
}

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
                <MoveButton
                  title={item.title}
                  by={-1}
                  disabled={index === 0}
                  onMove={() => {
                    moveInQueue(item.mediaId, -1);
                    refocus(item.mediaId, index === 1 ? 'down' : 'up');
                  }}
                  mediaId={item.mediaId}
                />
                <MoveButton
                  title={item.title}
                  by={1}
                  disabled={index === items.length - 1}
                  onMove={() => {
                    moveInQueue(item.mediaId, 1);
                    refocus(item.mediaId, index === items.length - 2 ? 'up' : 'down');
                  }}
                  mediaId={item.mediaId}
                />
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
