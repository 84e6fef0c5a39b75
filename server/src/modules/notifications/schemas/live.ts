import type { PermissionArea } from '../../../platform/schemas/domain.ts';

/** What changed (migration 017): the kinds of data an open tab refetches. */
export const LIVE_TOPICS = ['orders', 'products', 'notifications', 'account'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** One row of live_events, as NOTIFY carries it and a resumed stream reads it back. */
export interface LiveEvent {
  id: number;
  sellerId: string;
  topic: LiveTopic;
  /** A notification for the roles that may change this area only. */
  area: PermissionArea | null;
}
