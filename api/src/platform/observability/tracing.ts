import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * OpenTelemetry traces over OTLP/HTTP, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (the SDK reads
 * the standard OTEL_* variables itself: headers, sampler, service name). Spans: each HTTP request
 * served and made (Stripe, Twilio, S3 are HTTP clients), Express middleware and routes, MySQL
 * statements, Redis commands. It must start before those modules load: main.ts and worker.ts import
 * this file first.
 */
function startTracing(serviceName: string): void {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Probes and scrapes every few seconds are noise in traces.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(api\/health|metrics)/.test(request.url ?? '') }),
      new ExpressInstrumentation(),
      new MySQL2Instrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  // Send what is buffered before the process ends.
  process.once('SIGTERM', () => void sdk.shutdown());
}

startTracing(process.argv[1]?.endsWith('worker.js') ? 'dads-detailing-worker' : 'dads-detailing-api');
