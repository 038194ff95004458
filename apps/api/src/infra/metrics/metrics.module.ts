import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TracingFlush, type MetricsListener } from '@ds/observability';
import { ApiMetrics } from './api-metrics.js';

/** The operations listener (METRICS_PORT), once started by `listen()`: closed with the app. */
@Injectable()
export class MetricsListenerHolder implements OnApplicationShutdown {
  private listener?: MetricsListener;

  hold(listener: MetricsListener): void {
    this.listener = listener;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.close();
  }
}

/** The API's Prometheus registry and instruments, for any module to count with. */
@Global()
@Module({ providers: [ApiMetrics, MetricsListenerHolder, TracingFlush], exports: [ApiMetrics, MetricsListenerHolder] })
export class MetricsModule {}
