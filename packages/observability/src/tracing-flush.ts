import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from './tracing.js';

/** Sends the spans still buffered when the app shuts down (a no-op with tracing off). */
@Injectable()
export class TracingFlush implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopTracing();
  }
}
