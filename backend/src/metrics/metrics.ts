import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's one Prometheus registry: Node's default metrics and the portal's own. Counters live
 * as long as the process (Prometheus reads their rate); /api/metrics serves them (metrics.controller.ts).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** How long the answer took, by the route's pattern (never the raw path, which carries ids and tokens) and status class. */
const requestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer sent, by method, route pattern and status class (2xx, 4xx, ...)',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const answerSaves = new Counter({
  name: 'portal_answer_saves_total',
  help: 'Answers of a test session written (replays of a stored answer are not counted)',
  registers: [registry],
});

const signIns = new Counter({
  name: 'portal_sign_ins_total',
  help: 'Sign-ins answered, by outcome: success or failure (wrong address or password)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const jobDuration = new Histogram({
  name: 'portal_job_duration_seconds',
  help: 'Runs of background jobs in this process, by queue and outcome (completed, or failed: retried or given up)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [registry],
});

const imports = new Counter({
  name: 'portal_imports_total',
  help: 'Content package imports that ended, by outcome: awaiting_review (status 4) or failed (status 2)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Jobs of one queue by state, as the queue reports them. */
export type QueueDepth = Partial<Record<'waiting' | 'active' | 'delayed' | 'failed', number>>;

/** Read when the metrics are scraped; the job queues register it (jobs/queue-depth.ts). */
let queueDepthSource: (() => Promise<Record<string, QueueDepth>>) | undefined;

/** A scrape waits at most this long for the queues (Redis); the depth is left out past it. */
const QUEUE_DEPTH_WAIT_MS = 1000;

new Gauge({
  name: 'portal_queue_jobs',
  help: 'Jobs in each queue by state (waiting, active, delayed, failed); with Redis, shared by every process',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const source = queueDepthSource;
    if (!source) return;
    let timer: NodeJS.Timeout | undefined;
    const depth = await Promise.race([
      source().catch(() => undefined),
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), QUEUE_DEPTH_WAIT_MS))),
    ]).finally(() => clearTimeout(timer));
    for (const [queue, states] of Object.entries(depth ?? {})) {
      for (const [state, count] of Object.entries(states)) this.set({ queue, state }, count ?? 0);
    }
  },
});

/** Registers what the queue gauge reads; returns the call that removes it again. */
export function reportQueueDepth(source: () => Promise<Record<string, QueueDepth>>): () => void {
  queueDepthSource = source;
  return () => {
    if (queueDepthSource === source) queueDepthSource = undefined;
  };
}

export function observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
  requestDuration.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
}

export function countAnswerSave(): void {
  answerSaves.inc();
}

export function countSignIn(success: boolean): void {
  signIns.inc({ outcome: success ? 'success' : 'failure' });
}

export function observeJob(queue: string, completed: boolean, seconds: number): void {
  jobDuration.observe({ queue, outcome: completed ? 'completed' : 'failed' }, seconds);
}

export function countImportOutcome(outcome: 'awaiting_review' | 'failed'): void {
  imports.inc({ outcome });
}
