import { expect } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, WEB_ROOT } from './env';
import { waitForHealth } from './documents';

/**
 * A portal of a test's own on its own embedded database, for the server-side document review: the
 * admin CLI opens that database, which the running server holds locked, so `review` stops the
 * server, runs the CLI and starts the server again.
 */
export class ReviewedPortal {
  readonly url: string;
  private dataDir = '';
  private server: ChildProcess | null = null;

  constructor(
    private readonly port: number,
    private readonly name: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async open(): Promise<void> {
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agrihub-${this.name}-e2e-`));
    await this.start();
  }

  async close(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The reviewer's step: `npm run admin -w server -- review <email> ...args`; its output. */
  async review(email: string, args: string[]): Promise<string> {
    await this.stop();
    const run = spawnSync('npm', ['run', 'admin', '-w', 'server', '--', 'review', email, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: this.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    await this.start();
    return run.stdout;
  }

  private async start(): Promise<void> {
    this.server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/server.ts')], {
      cwd: path.join(REPO_ROOT, 'server'),
      // No demo data: its specs register sellers of their own. Seeding the demo company on each
      // portal's first start cost the two specs that use one about 11 CPU-s and 5 s here.
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', WEB_ROOT, DATA_DIR: this.dataDir, DATABASE_URL: '', SEED_DEMO: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(this.url);
  }

  private async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s || s.exitCode !== null || s.signalCode !== null) return;
    const exited = new Promise((resolve) => s.once('exit', resolve));
    s.kill('SIGTERM');
    await exited;
  }
}
