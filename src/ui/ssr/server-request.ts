/**
 * What a page tells the server while it renders one request (src/app/ssr/entry-server.tsx): the status the
 * response must carry (404 for content that does not exist, 503 when the content API failed), the title for the
 * head, the image to preload as the largest paint, the live streams a press would ask for, and the answers of
 * useApi, which the page's HTML carries to the browser so hydration renders the same thing without asking again.
 *
 * In the browser there is no server request: every hook here does nothing, so pages call them unconditionally.
 */
import { createContext, useContext } from 'react';

/** An image worth preloading with high priority: the page's largest paint (a hero or a cover). */
export interface PreloadImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * How a load failed: the API answered with errors ('server') or no usable answer came ('connection'); whether
 * the network itself failed; the API's own message. Plain data, so the page can carry it.
 */
export interface LoadFailure {
  kind: 'connection' | 'server';
  network: boolean;
  message: string;
}

/** One useApi answer as the server settled it, in the form that is sent to the browser. */
export type SettledAnswer =
  | { status: 'ready'; data: unknown }
  | { status: 'empty' }
  | ({ status: 'failed' } & LoadFailure)
  | { status: 'timed-out' };

export interface ServerRequest {
  /** 200 unless a page says otherwise; the first error status set wins (the page's main content). */
  status: number;
  title: string | null;
  preloadImage: PreloadImage | null;
  /**
   * The live streams (media ids) whose play control the page renders. The head preloads their catalog answers,
   * so a press before the app's code has arrived costs media requests only (docs/widgets-loader.md, "Instant play").
   */
  liveStreams: Set<string>;
  /** useApi's loads by key: started once per request, each bounded by the request's deadline. */
  loads: Map<string, Promise<SettledAnswer>>;
  /** The settled answers, for the page's HTML. */
  answers: Map<string, SettledAnswer>;
  /** Resolves when the request's time for data is up. */
  deadline: Promise<void>;
  /** The browser asked to save data (`Save-Data: on`): the data saver's image crops. */
  saveData: boolean;
}

export const ServerRequestContext = createContext<ServerRequest | null>(null);

export function useServerRequest(): ServerRequest | null {
  return useContext(ServerRequestContext);
}

/** Marks the response's status while the server renders (no effect in the browser). */
export function useResponseStatus(status: number): void {
  const request = useServerRequest();
  if (request && request.status === 200) request.status = status;
}

/** The page's largest image, for a `<link rel=preload fetchpriority=high>` in the head. */
export function usePreloadImage(image: PreloadImage | null): void {
  const request = useServerRequest();
  if (request && image && !request.preloadImage) request.preloadImage = image;
}

/** A live play control for `mediaId` is on the page (no effect in the browser). */
export function useLiveStreamHint(mediaId: string | null): void {
  const request = useServerRequest();
  if (request && mediaId) request.liveStreams.add(mediaId);
}

/** A new request being rendered, whose time for data ends with `deadline`. */
export function createServerRequest(deadline: Promise<void>, saveData: boolean): ServerRequest {
  return {
    status: 200,
    title: null,
    preloadImage: null,
    liveStreams: new Set(),
    loads: new Map(),
    answers: new Map(),
    deadline,
    saveData,
  };
}
