import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminDomainsController } from './admin-custom-domains.controller.js';
import { AdminCustomDomainsService } from './admin-custom-domains.service.js';
import { DomainLifecycle } from './domain-lifecycle.service.js';
import { CertificateStore } from './edge/certificate-store.js';
import { DomainEdgeMiddleware } from './edge/domain-edge.middleware.js';
import { HttpsEdge } from './edge/https-edge.js';
import { EnqueueDnsCheckWhenDomainRequested } from './events/enqueue-dns-check.handler.js';

/**
 * Custom domains in the API (docs/domains.md): their lifecycle (claim, verification, "Verify now", the admins'
 * retry — tenancy and the admin area call `DomainLifecycle`), enqueueing DNS checks, the admins' fleet
 * list, and the edge — ACME challenge answers, HTTP→HTTPS redirects and the SNI HTTPS listener. The
 * checks and certificates themselves are the worker's (apps/worker/src/domains).
 */
@Module({
  imports: [CqrsModule],
  controllers: [AdminDomainsController],
  providers: [
    DomainLifecycle,
    EnqueueDnsCheckWhenDomainRequested,
    AdminCustomDomainsService,
    CertificateStore,
    DomainEdgeMiddleware,
    HttpsEdge,
  ],
  exports: [DomainLifecycle, CertificateStore, DomainEdgeMiddleware, HttpsEdge],
})
export class CustomDomainsModule {}
