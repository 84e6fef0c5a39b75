/**
 * A server-sent events client over fetch. EventSource cannot send the bearer token (it sends only
 * cookies), so this reads the stream itself: the same frames, the same Last-Event-ID resumption
 * and retry delay, plus the token and one refresh on a 401, as every other API call has.
 */

export interface StreamEvent {
  type: string;
  data: string;
  id?: string;
}

export interface EventStreamOptions {
  url: string;
  getToken(): string | null;
  /** Gets a new access token (the API client's single-flight refresh). */
  refresh(): Promise<string>;
  onEvent(event: StreamEvent): void;
  fetch?: typeof fetch;
  /**
   * How old, in ms, the data on screen is when the first connection opens: the server then sends what
   * changed since (`since`). Later connections resume by Last-Event-ID.
   */
  dataAgeMs?(): number;
  /** Wait before reconnecting after a failure, doubled per failure in a row up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

const DEFAULT_RETRY_MS = 3000;
/** The server's bound for `since` (routes/events). */
export const SINCE_MAX_MS = 10 * 60_000;
const DEFAULT_MAX_RETRY_MS = 60_000;

/** Parses the text/event-stream format into events, fed chunk by chunk. */
export function createFrameParser(onFrame: (event: StreamEvent) => void, onRetry: (ms: number) => void) {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onFrame({ type: type || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const l of lines) line(l);
  };
}

/** The delay before the next attempt: the server's retry, doubled per failure in a row, with jitter. */
export function backoff(baseMs: number, failures: number, maxMs: number): number {
  const ms = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ms * (0.75 + Math.random() * 0.5));
}

/** Opens the stream and keeps it open (reconnecting, resuming) until the returned function is called. */
export function openEventStream(options: EventStreamOptions): () => void {
  const controller = new AbortController();
  const maxRetryMs = options.maxRetryMs ?? DEFAULT_MAX_RETRY_MS;
  let retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  let lastId: string | undefined;

  const connect = async (): Promise<'ended' | 'refreshed'> => {
    const token = options.getToken() ?? (await options.refresh());
    const doFetch = options.fetch ?? fetch;
    const age = lastId === undefined ? options.dataAgeMs?.() : undefined;
    const url = age === undefined ? options.url : `${options.url}?since=${Math.min(SINCE_MAX_MS, Math.max(0, Math.round(age)))}`;
    const res = await doFetch(url, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...(lastId === undefined ? {} : { 'last-event-id': lastId }) },
      cache: 'no-store',
      // Never ahead of what the page needs to draw; tools that wait for the page to settle (Lighthouse)
      // also leave a low-priority request out of what they wait for.
      priority: 'low',
      signal: controller.signal,
    });
    if (res.status === 401) {
      await options.refresh();
      return 'refreshed';
    }
    if (!res.ok || !res.body) throw new Error(`live updates answered ${res.status}`);
    const feed = createFrameParser(
      (event) => {
        if (event.id !== undefined) lastId = event.id;
        options.onEvent(event);
      },
      (ms) => (retryMs = ms),
    );
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      feed(decoder.decode(value, { stream: true }));
    }
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  void (async () => {
    let failures = 0;
    while (!controller.signal.aborted) {
      try {
        const outcome = await connect();
        // A stream the server ended (its age limit, a restart) reconnects after the usual wait;
        // after a refresh, at once with the new token.
        failures = outcome === 'refreshed' ? failures + 1 : 0;
        if (outcome === 'refreshed' && failures === 1) continue;
      } catch {
        failures += 1;
      }
      if (controller.signal.aborted) break;
      await sleep(failures === 0 ? retryMs : backoff(retryMs, failures, maxRetryMs));
    }
  })();

  return () => controller.abort();
}
