import { ApiRequestError, isRecord } from '@matchbazaar/api-client';
import type {
  ListingAuthorAction,
  ListingDetail,
  ListingPage,
  ListingRequest,
  ListingStatus,
  RequirementAuthorAction,
  RequirementCloseReason,
  RequirementDetail,
  RequirementPage,
  RequirementRequest,
  RequirementStatus,
  Shop,
  ShopRequest,
  User,
} from '@matchbazaar/contracts';
import { api } from '../../../lib/session/api';

/**
 * The catalogue routes the posting pages call (docs/product/marketplace.md). Answers are the
 * contracts' shapes inside `{ success, message, data }`; a failure is the api client's
 * ApiRequestError, whose field errors the forms show.
 */

const V1 = '/api/v1';
const seg = encodeURIComponent;

/** `data[key]` of a success answer; a 404 (which the transport lets through) throws. */
function dataOf<T>(response: { status: number; body: unknown }, key?: string): T {
  const { status, body } = response;
  if (status === 404 || !isRecord(body) || !isRecord(body.data)) {
    throw new ApiRequestError({
      kind: status === 404 ? 'http' : 'badShape',
      status,
      body,
      message: isRecord(body) && typeof body.message === 'string' ? body.message : 'Not found',
    });
  }
  return (key ? body.data[key] : body.data) as T;
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

/** GET /shops/mine: the caller's shop, or null until it is opened (404). */
export async function fetchMyShop(signal?: AbortSignal): Promise<Shop | null> {
  const response = await api.request({ path: `${V1}/shops/mine`, signal });
  return response.status === 404 ? null : dataOf<Shop>(response, 'shop');
}

/** PUT /shops/mine: the shop, and the account when opening it made a buyer a seller. */
export async function saveMyShop(body: ShopRequest): Promise<{ shop: Shop; user?: User }> {
  return dataOf(await api.request({ method: 'PUT', path: `${V1}/shops/mine`, body }));
}

export type PostKind = 'listing' | 'requirement';
const base = (kind: PostKind) => `${V1}/${kind === 'listing' ? 'listings' : 'requirements'}`;

export async function fetchListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return dataOf(await api.request({ path: `${base('listing')}/${seg(id)}`, signal }), 'listing');
}

export async function fetchRequirement(
  id: string,
  signal?: AbortSignal,
): Promise<RequirementDetail> {
  return dataOf(
    await api.request({ path: `${base('requirement')}/${seg(id)}`, signal }),
    'requirement',
  );
}

/** POST a new listing, or PUT the changes of `id`. */
export async function saveListing(body: ListingRequest, id?: string): Promise<ListingDetail> {
  const response = await api.request(
    id
      ? { method: 'PUT', path: `${base('listing')}/${seg(id)}`, body }
      : { method: 'POST', path: base('listing'), body },
  );
  return dataOf(response, 'listing');
}

export async function saveRequirement(
  body: RequirementRequest,
  id?: string,
): Promise<RequirementDetail> {
  const response = await api.request(
    id
      ? { method: 'PUT', path: `${base('requirement')}/${seg(id)}`, body }
      : { method: 'POST', path: base('requirement'), body },
  );
  return dataOf(response, 'requirement');
}

function mineQuery(status: string | undefined, cursor: string | undefined): string {
  const query = new URLSearchParams({ limit: '20' });
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

export async function fetchMyListings(
  status: ListingStatus | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const path = `${base('listing')}/mine?${mineQuery(status, cursor)}`;
  return dataOf(await api.request({ path, signal }));
}

export async function fetchMyRequirements(
  status: RequirementStatus | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<RequirementPage> {
  const path = `${base('requirement')}/mine?${mineQuery(status, cursor)}`;
  return dataOf(await api.request({ path, signal }));
}

export async function changeListingStatus(id: string, action: ListingAuthorAction): Promise<void> {
  dataOf(
    await api.request({
      method: 'POST',
      path: `${base('listing')}/${seg(id)}/status`,
      body: { action },
    }),
  );
}

export async function changeRequirementStatus(
  id: string,
  action: RequirementAuthorAction,
  closeReason?: RequirementCloseReason,
): Promise<void> {
  dataOf(
    await api.request({
      method: 'POST',
      path: `${base('requirement')}/${seg(id)}/status`,
      body: closeReason ? { action, closeReason } : { action },
    }),
  );
}

/** DELETE a draft. */
export async function deletePost(kind: PostKind, id: string): Promise<void> {
  const response = await api.request({ method: 'DELETE', path: `${base(kind)}/${seg(id)}` });
  if (response.status === 404) dataOf(response);
}
