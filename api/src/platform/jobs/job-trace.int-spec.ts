import { context, SpanKind, trace } from '@opentelemetry/api';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import IORedis from 'ioredis';
import { JobQueue } from './job-queue';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A job's span continues the trace of the request that added it (the context travels in the job's data), on real Redis. */
describe('trace context from the API into the worker', () => {
  const prefix = `dd-trace-${process.pid}-${Date.now().toString(36)}`;
  const exporter = new tracing.InMemorySpanExporter();
  const sdk = new NodeSDK({ serviceName: 'job-trace-test', spanProcessors: [new tracing.SimpleSpanProcessor(exporter)], instrumentations: [] });
  const api = new JobQueue({ redisUrl: REDIS_URL, prefix, name: 'traced', work: false });
  const worker = new JobQueue({ redisUrl: REDIS_URL, prefix, name: 'traced', work: true, retries: { attempts: 1 } });

  beforeAll(() => sdk.start());
  afterAll(async () => {
    await api.close();
    await worker.close();
    await sdk.shutdown();
    const redis = new IORedis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("makes the worker's span a child of the span that enqueued the job", async () => {
    const seen: Array<Record<string, unknown>> = [];
    const done = new Promise<void>((resolve) =>
      worker.start(async (_name, data) => {
        // Work inside the job is part of the same trace too.
        trace.getTracer('test').startSpan('inside the job').end();
        seen.push(data);
        resolve();
      }),
    );
    const request = trace.getTracer('test').startSpan('POST /api/images', { kind: SpanKind.SERVER });
    await trace.getTracer('test').startActiveSpan('enqueue', {}, trace.setSpan(context.active(), request), async (span) => {
      await api.add('process-image', { imageId: 'abc' });
      span.end();
    });
    request.end();
    await done;
    await new Promise((r) => setTimeout(r, 200));

    expect(seen).toEqual([{ imageId: 'abc' }]);
    const spans = exporter.getFinishedSpans();
    const enqueue = spans.find((s) => s.name === 'enqueue')!;
    const job = spans.find((s) => s.name === 'traced process-image')!;
    const inside = spans.find((s) => s.name === 'inside the job')!;
    expect(job.kind).toBe(SpanKind.CONSUMER);
    expect(job.spanContext().traceId).toBe(request.spanContext().traceId);
    expect(job.parentSpanContext?.spanId).toBe(enqueue.spanContext().spanId);
    expect(inside.parentSpanContext?.spanId).toBe(job.spanContext().spanId);
    expect(job.attributes).toMatchObject({ 'messaging.system': 'bullmq', 'messaging.destination.name': 'traced' });
  }, 30_000);
});
