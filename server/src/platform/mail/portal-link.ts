/**
 * Where a link in a mail points: the portal's PUBLIC_URL, which the mail plugin sets once at start.
 * Notification mails are written deep in domain code that holds no config, so they ask here.
 */
let portalUrl = 'http://localhost:3000';

export function setPortalUrl(url: string): void {
  portalUrl = url;
}

/** The portal's address of a path (`/orders/ORD-1` -> `https://portal.example.pk/orders/ORD-1`). */
export function portalLink(path: string): string {
  return `${portalUrl}${path}`;
}
