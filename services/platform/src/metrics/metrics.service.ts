import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one process: HTTP, bus and work queues, plus Node's defaults. */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly busMessages = new Counter({
    name: 'bus_messages_total',
    help: 'Bus messages handled, by subject, kind (request, event, work) and outcome.',
    labelNames: ['subject', 'kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly busDuration = new Histogram({
    name: 'bus_handler_duration_seconds',
    help: 'Time to handle a bus message, by subject and kind.',
    labelNames: ['subject', 'kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [this.registry],
  });

  readonly workRedeliveries = new Counter({
    name: 'work_queue_redeliveries_total',
    help: 'Work items delivered again after a failure or a missing acknowledgement.',
    labelNames: ['subject'] as const,
    registers: [this.registry],
  });

  readonly workDeadLettered = new Counter({
    name: 'work_queue_dead_lettered_total',
    help: 'Work items moved to the dead-letter subject after their last attempt.',
    labelNames: ['subject'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
