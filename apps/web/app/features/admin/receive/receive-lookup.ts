import type { AdminParcel, ApiClient } from '@posylka/contract';
import { adminApi } from '../admin-api.js';

/** What the scanned track number matches before the parcel is received. */
export type Lookup =
  | { kind: 'idle' }
  | { kind: 'looking' }
  /** The declared parcel the receive call will take in. */
  | { kind: 'declared'; parcel: AdminParcel }
  /** A parcel with this track that is past `declared` (already received, dispatched...). */
  | { kind: 'other'; parcel: AdminParcel }
  /** Nothing: the label's customer code makes an unregistered parcel. */
  | { kind: 'unknown' };

/**
 * Looks the track up through the parcel search (GET /admin/parcels?query=) and keeps exact matches
 * only (any letter case, as the server's receive matches), preferring the declared one.
 */
export async function lookUpTrack(api: ApiClient, trackNo: string): Promise<Lookup> {
  const track = trackNo.trim().toUpperCase();
  const list = await adminApi.parcels(api, { query: track });
  const same = list.items.filter((p) => p.trackNo?.trim().toUpperCase() === track);
  const declared = same.find((p) => p.state === 'declared');
  if (declared) return { kind: 'declared', parcel: declared };
  if (same[0]) return { kind: 'other', parcel: same[0] };
  return { kind: 'unknown' };
}
