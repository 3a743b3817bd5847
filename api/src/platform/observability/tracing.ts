import type { IncomingMessage } from 'node:http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation, type HttpCustomAttributeFunction } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { pathOf } from './request-log';

/** The span attributes that carry a served request's path or whole address, as either semantic convention names them. */
const PATH_ATTRIBUTES = ['http.target', 'url.path'];

/**
 * A served request's address as the request log writes it (decision 0456): a link's key in the path
 * (a tracking link, a waitlist offer's) as `:key`, and no query string (a password reset's or an
 * unsubscribe link's token). Traces are read as widely as logs and kept as long.
 */
const withoutKeys: HttpCustomAttributeFunction = (span, request) => {
  // A served request (an IncomingMessage has `headers`; a request made, a ClientRequest, has not).
  if (!('headers' in request)) return;
  const path = pathOf(request as IncomingMessage);
  if (path === undefined) return;
  for (const name of PATH_ATTRIBUTES) span.setAttribute(name, path);
  span.setAttribute('http.url', `http://${(request as IncomingMessage).headers.host ?? 'localhost'}${path}`);
  span.setAttribute('url.query', '');
};

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
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(api\/health|metrics)/.test(request.url ?? ''), applyCustomAttributesOnSpan: withoutKeys }),
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
