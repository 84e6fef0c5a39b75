// Types of cluster.mjs for the TypeScript that starts a cluster (the server's bench).
import type { ChildProcess } from 'node:child_process';

export interface ClusterProcess {
  name: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
}

export interface Cluster {
  url: string;
  prefix: string;
  processes: ClusterProcess[];
  nginx: ChildProcess;
  /** Stops nginx and every process; resolves once they have all ended. */
  stop(): Promise<void>;
  /** Resolves once everything has ended: with why, when the cluster stopped on its own. */
  stopped: Promise<Error | undefined>;
}

export interface ClusterOptions {
  databaseUrl: string;
  replicas?: number;
  port?: number;
  host?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  workDir?: string;
  webRoot?: string;
  /** Aborting it stops the cluster, also while it starts (startCluster then rejects with its reason). */
  signal?: AbortSignal;
}

export function startCluster(options: ClusterOptions): Promise<Cluster>;
export function findNginx(): string | undefined;
export function freePort(): Promise<number>;
export function nginxConfig(options: {
  prefix: string;
  host: string;
  port: number;
  upstreams: string[];
  securityHeaders: [string, string][];
  user?: string;
  webRoot?: string;
  brotli?: boolean;
}): string;
