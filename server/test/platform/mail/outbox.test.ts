import { Writable } from 'node:stream';
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { MailConfig } from '../../../src/platform/config.ts';
import { MAX_ATTEMPTS, retryDelaySeconds } from '../../../src/platform/mail/worker.ts';
import { renderMail } from '../../../src/platform/mail/render.ts';
import { claimDueMail, enqueueMail, type OutboxEntry } from '../../../src/platform/mail/outbox.ts';
import { DRIVERS, createTestApp, type TestContext } from '../../helpers.ts';
import { recipientOf, startSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';

const mailConfig = (smtpUrl: string | undefined): MailConfig => ({ smtpUrl, publicUrl: 'http://localhost:8080', from: 'AgriHub <no-reply@agrihub.pk>' });

/** Writes a message to the outbox as a route would (no nudge: the test drives the worker). */
async function enqueue(app: FastifyInstance, to: string): Promise<string> {
  const content = renderMail({ title: 'Test message', intro: ['Hello'], action: { label: 'Open', url: 'http://localhost:8080/x' } });
  return enqueueMail(app.db, { sellerId: null, kind: 'test', to, ...content, link: 'http://localhost:8080/x', language: 'en' });
}

async function entry(app: FastifyInstance, id: string): Promise<OutboxEntry & { due_in: number }> {
  const [row] = await app.db.query<OutboxEntry & { due_in: number }>(
    `SELECT *, extract(epoch FROM next_attempt_at - now())::float AS due_in FROM mail_outbox WHERE id = $1`,
    [id],
  );
  assert.ok(row);
  return row;
}

/** Log lines as JSON objects. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('mail rendering', () => {
  test('escapes what it is given in the HTML body and keeps it as it is in the text', () => {
    const mail = renderMail({
      title: 'Hi <b>you</b>',
      intro: ['Tom & "Jerry" <script>alert(1)</script>'],
      action: { label: 'Go', url: 'https://x.pk/a?b=1&c="2"' },
      outro: ["It's fine"],
    });
    assert.equal(mail.subject, 'Hi <b>you</b>');
    assert.ok(!mail.html.includes('<script>'), mail.html);
    assert.ok(mail.html.includes('Tom &amp; &quot;Jerry&quot; &lt;script&gt;'), mail.html);
    assert.ok(mail.html.includes('href="https://x.pk/a?b=1&amp;c=&quot;2&quot;"'), mail.html);
    assert.ok(mail.text.includes('Go: https://x.pk/a?b=1&c="2"'), mail.text);
    assert.ok(mail.text.includes("It's fine"));
  });

  test('retries wait 30 s, doubling, at most an hour', () => {
    assert.deepEqual([1, 2, 3, 4, 7, 8, 9, 10].map(retryDelaySeconds), [30, 60, 120, 240, 1920, 3600, 3600, 3600]);
  });
});

for (const driver of DRIVERS) {
  describe(`mail outbox (${driver})`, () => {
    describe('with an SMTP server', () => {
      let ctx: TestContext;
      let smtp: TestSmtpServer;
      const log = captureLog();
      before(async () => {
        // Started and stopped: the configured server is down until a test brings it back.
        smtp = await startSmtpServer();
        await smtp.stop();
        ctx = await createTestApp(driver, { mail: mailConfig(smtp.url) }, { logger: log.logger });
      });
      afterEach(async () => smtp.stop());
      after(async () => ctx.close());

      test('while the server is down a message stays pending with the error, and goes out once it is back', async () => {
        const id = await enqueue(ctx.app, 'outage@example.pk');
        await ctx.app.mail.deliverDue();
        const failed = await entry(ctx.app, id);
        assert.equal(failed.status, 'pending');
        assert.equal(failed.attempts, 1);
        assert.match(failed.last_error ?? '', /ECONNREFUSED|connect/i);
        assert.ok(failed.due_in > 25 && failed.due_in <= 30, `next attempt in ${failed.due_in} s`);
        assert.equal(failed.locked_until, null);

        smtp = await startSmtpServer({ port: smtp.port });
        await ctx.app.mail.deliverDue();
        assert.equal((await entry(ctx.app, id)).status, 'pending', 'not before its next attempt is due');

        await ctx.app.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
        await ctx.app.mail.deliverDue();
        const mail = await smtp.waitFor((m) => recipientOf(m) === 'outage@example.pk');
        assert.equal(mail.subject, 'Test message');
        const sent = await entry(ctx.app, id);
        assert.equal(sent.status, 'sent');
        assert.equal(sent.attempts, 2);
        assert.ok(sent.sent_at instanceof Date);
        assert.equal(smtp.messages.length, 1, 'sent once');
      });

      test(`a message is given up on after ${MAX_ATTEMPTS} attempts, with an error in the log`, async () => {
        const id = await enqueue(ctx.app, 'never@example.pk');
        await ctx.app.db.query(`UPDATE mail_outbox SET attempts = $2 WHERE id = $1`, [id, MAX_ATTEMPTS - 1]);
        await ctx.app.mail.deliverDue();
        const row = await entry(ctx.app, id);
        assert.equal(row.status, 'failed');
        assert.equal(row.attempts, MAX_ATTEMPTS);
        assert.ok(
          log.lines.some((l) => l.level === 50 && l.mailId === id),
          'an error line names the message',
        );
      });

      test('a claimed message is not claimed again while its lease lasts', async () => {
        const id = await enqueue(ctx.app, 'lease@example.pk');
        const first = await claimDueMail(ctx.app.db, 100, 60);
        assert.ok(first.some((m) => m.id === id));
        const second = await claimDueMail(ctx.app.db, 100, 60);
        assert.ok(!second.some((m) => m.id === id));
        await ctx.app.db.query(`UPDATE mail_outbox SET status = 'sent' WHERE id = $1`, [id]);
      });
    });

    describe('without SMTP_URL', () => {
      let ctx: TestContext;
      const log = captureLog();
      before(async () => {
        ctx = await createTestApp(driver, { mail: mailConfig(undefined) }, { logger: log.logger });
      });
      after(async () => ctx.close());

      test("a message is marked 'logged' and its link written to the server log", async () => {
        const id = await enqueue(ctx.app, 'nobody-configured-smtp@example.pk');
        await ctx.app.mail.deliverDue();
        const row = await entry(ctx.app, id);
        assert.equal(row.status, 'logged');
        assert.ok(row.sent_at instanceof Date);
        const line = log.lines.find((l) => l.mailId === id);
        assert.ok(line, 'a log line names the message');
        assert.deepEqual([line.level, line.to, line.subject, line.link], [30, 'nobody-configured-smtp@example.pk', 'Test message', 'http://localhost:8080/x']);
      });
    });
  });
}
