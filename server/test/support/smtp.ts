import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface TestSmtpServer {
  /** smtp://user:pass@127.0.0.1:<port>, for SMTP_URL (the server accepts only these credentials). */
  url: string;
  port: number;
  /** Every message received, parsed, in order. */
  messages: ParsedMail[];
  /** The first message (already received or still to come) that `predicate` accepts; rejects after `timeoutMs`. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

const USER = 'agrihub';
const PASS = 'test-pass';

/**
 * A real SMTP server on 127.0.0.1, for tests of mail delivery: by default on a free port; give
 * `port` to bring a stopped one back where it was (an outage that ends).
 */
export async function startSmtpServer({ port = 0 } = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    // Plain and local: no STARTTLS offered, so the client neither tries it nor needs a certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const listener of listeners) listener();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${USER}:${PASS}@127.0.0.1:${bound}`,
    port: bound,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          cleanUp();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`no such mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The address a message was sent to (its first To). */
export function recipientOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
}
