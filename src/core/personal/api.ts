/**
 * The personal-data calls of the content API (docs/product.md, "Calls to the platform" mutations on user preferences, and our additions in
 * docs/product.md, "Calls to the platform"), over the page's Apollo Client. Each answers plain data or throws; mutations that report
 * a status (`{ httpStatusCode, correlationId, message }`) throw a `MutationFailed` for anything but 200, so
 * callers have one failure path.
 */
import { loadApiClient, loadApiDocuments } from '../api/connection';
import { safeSitePath } from '../site-path';
import type {
  GetDetailByMediaIdsQuery,
  GetMediaPlayedHistoryQuery,
  GetMyContentByIdsQuery,
  GetMyContentByUserQuery,
  ListFilter,
  MutationResultFieldsFragment,
  GetNotificationPreferencesQuery,
  GetSubscriptionQuery,
  NotificationPreferencesInput,
} from '../api/generated/graphql';

export type MyContentEntry = GetMyContentByUserQuery['getMyContentByUser'][number];
export type MyContentPage = GetMyContentByIdsQuery['getMyContentByIds'];
export type PlayHistoryItem = GetMediaPlayedHistoryQuery['getMediaPlayedHistory'][number];
export type MediaDetail = GetDetailByMediaIdsQuery['getDetailByMediaIds']['edges'][number]['node'];
export type Preferences = GetNotificationPreferencesQuery['getNotificationPreferences'];
export type Subscription = GetSubscriptionQuery['getSubscription'];

export class MutationFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function ok(result: MutationResultFieldsFragment | undefined): void {
  if (!result) throw new MutationFailed('No answer from the server', 0);
  if (result.httpStatusCode !== 200) throw new MutationFailed(result.message, result.httpStatusCode);
}

function need<T>(data: T | undefined | null, what: string): T {
  if (data === undefined || data === null) throw new Error(`No data for ${what}`);
  return data;
}

/** The page's client and the operations' documents, both loaded with the first call. */
async function api() {
  const [client, documents] = await Promise.all([loadApiClient(), loadApiDocuments()]);
  return { client, documents };
}

export interface SaveTarget {
  id: string;
  path: string;
  typeName: string;
}

export async function fetchMyContentEntries(list: ListFilter = 'all'): Promise<MyContentEntry[]> {
  const { client, documents } = await api();
  const { data } = await client.query({
    query: documents.GetMyContentByUserDocument,
    variables: { mediaType: list },
    fetchPolicy: 'network-only',
  });
  return need(data, 'getMyContentByUser').getMyContentByUser;
}

export async function fetchMyContentItems(
  ids: string[],
  first: number,
  after?: string | null,
): Promise<MyContentPage> {
  const { client, documents } = await api();
  const { data } = await client.query({
    query: documents.GetMyContentByIdsDocument,
    variables: { ids, first, after: after ?? null },
    fetchPolicy: 'network-only',
  });
  return need(data, 'getMyContentByIds').getMyContentByIds;
}

export async function fetchPlayHistory(userId: string): Promise<PlayHistoryItem[]> {
  const { client, documents } = await api();
  const { data } = await client.query({
    query: documents.GetMediaPlayedHistoryDocument,
    variables: { userId },
    fetchPolicy: 'network-only',
  });
  return need(data, 'getMediaPlayedHistory').getMediaPlayedHistory;
}

export async function fetchDetailsByMediaIds(ids: string[]): Promise<MediaDetail[]> {
  if (ids.length === 0) return [];
  const { client, documents } = await api();
  const { data } = await client.query({
    query: documents.GetDetailByMediaIdsDocument,
    variables: { ids, first: ids.length },
  });
  return need(data, 'getDetailByMediaIds').getDetailByMediaIds.edges.map((e) => e.node);
}

/**
 * The target with its path checked by the same rule the content API applies (site-path.ts): a path that is not
 * on this site fails here, as a 400, without a request.
 */
function checked(target: SaveTarget): SaveTarget {
  const path = safeSitePath(target.path);
  if (path === null)
    throw new MutationFailed(`"${target.path.slice(0, 80)}" is not a path on this site`, 400);
  return { ...target, path };
}

export async function setBookmark(target: SaveTarget): Promise<void> {
  const { client, documents } = await api();
  const { data } = await client.mutate({
    mutation: documents.SetBookmarkDocument,
    variables: checked(target),
  });
  ok(data?.setBookmark);
}

export async function deleteBookmark(contentId: string): Promise<void> {
  const { client, documents } = await api();
  const { data } = await client.mutate({
    mutation: documents.DeleteBookmarkDocument,
    variables: { contentId },
  });
  ok(data?.deleteBookmark);
}

export async function follow(target: SaveTarget): Promise<void> {
  const { client, documents } = await api();
  const { data } = await client.mutate({ mutation: documents.FollowDocument, variables: checked(target) });
  ok(data?.follow);
}

export async function unfollow(contentId: string): Promise<void> {
  const { client, documents } = await api();
  const { data } = await client.mutate({ mutation: documents.UnfollowDocument, variables: { contentId } });
  ok(data?.unfollow);
}

// Apollo adds __typename to every object; callers compare and spread these values, so keep only the fields.
function preferencesOf(value: Preferences): Preferences {
  const { newEpisodes, breakingNews, competitions, stationUpdates } = value;
  return { newEpisodes, breakingNews, competitions, stationUpdates };
}

function subscriptionOf(value: Subscription): Subscription {
  const { premium, premiumUntil, trialAvailable } = value;
  return { premium, premiumUntil, trialAvailable };
}

export async function fetchNotificationPreferences(): Promise<Preferences> {
  const { client, documents } = await api();
  const { data } = await client.query({
    query: documents.GetNotificationPreferencesDocument,
    fetchPolicy: 'network-only',
  });
  return preferencesOf(need(data, 'getNotificationPreferences').getNotificationPreferences);
}

export async function saveNotificationPreferences(input: NotificationPreferencesInput): Promise<Preferences> {
  const { client, documents } = await api();
  const { data } = await client.mutate({
    mutation: documents.SetNotificationPreferencesDocument,
    variables: { input },
  });
  return preferencesOf(need(data, 'setNotificationPreferences').setNotificationPreferences);
}

export async function fetchSubscription(): Promise<Subscription> {
  const { client, documents } = await api();
  const { data } = await client.query({
    query: documents.GetSubscriptionDocument,
    fetchPolicy: 'network-only',
  });
  return subscriptionOf(need(data, 'getSubscription').getSubscription);
}

export async function startTrialMutation(): Promise<Subscription> {
  const { client, documents } = await api();
  const { data } = await client.mutate({ mutation: documents.StartAudiostarTrialDocument });
  return subscriptionOf(need(data, 'startAudiostarTrial').startAudiostarTrial);
}

export async function restorePurchasesMutation(): Promise<Subscription> {
  const { client, documents } = await api();
  const { data } = await client.mutate({ mutation: documents.RestorePurchasesDocument });
  return subscriptionOf(need(data, 'restorePurchases').restorePurchases);
}
