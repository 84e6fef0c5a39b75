// A real SMTP server for the e2e run: the portal sends its mail here (SMTP_URL), and each message
// is kept as a JSON file that the tests read (support/mail.ts).
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** Listens on a free port of 127.0.0.1; resolves with its smtp:// URL. */
export function startMailCatcher(dir) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const file = path.join(dir, `${Date.now()}-${String(++count).padStart(4, '0')}.json`);
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          fs.writeFileSync(file, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' }));
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${server.server.address().port}`));
  });
}
