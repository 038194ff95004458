import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, UploadedFiles, type Provider } from '@nestjs/common';
import { ApiBody, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PrismaService } from '../../../infra/prisma/prisma.service.js';
import { SiteCache } from '../../../infra/hot-cache/site-cache.js';
import { Uploads, type UploadedParts } from '../../../infra/storage/uploads.service.js';
import { AcceptsMultipart } from '../../../infra/storage/multipart.interceptor.js';
import { DistributorOfTenant } from '../../auth/auth.decorators.js';
import { TenantIdParam } from '../../auth/tenant-id.param.js';
import { TenantSingletonService } from './tenant-singleton.service.js';
import type { SingletonDefinition } from './singleton-definition.js';
import type { TenantCrud } from './tenant-crud.controller.js';
import { onlyIf, pascalName } from './decorators.js';

/**
 * Builds the back-office controller of one per-tenant object and the provider of its service:
 *
 *   GET    /tenants/:tenantId/<path>     read
 *   PUT    /tenants/:tenantId/<path>     merge the sent fields (creates it when missing)
 *   POST   /tenants/:tenantId/<path>     replace it with the sent fields (with `post`)
 *   DELETE /tenants/:tenantId/<path>     remove it and its files (with `delete`)
 */
export function createTenantSingletonController<F extends string, Row, Input extends object, Data, View>(def: SingletonDefinition<F, Row, Input, Data, View>): TenantCrud {
  type Service = TenantSingletonService<F, Row, Input, Data, View>;
  const token = `TenantSingletonService:${def.path}`;
  const fileFields = Object.keys(def.files);
  const Writes = () => (def.multipart ? AcceptsMultipart(fileFields) : () => undefined);
  const label = def.label.toLowerCase();

  @ApiTags('back office')
  @Controller(`tenants/:tenantId/${def.path}`)
  @DistributorOfTenant()
  class TenantSingletonController {
    constructor(@Inject(token) private readonly service: Service) {}

    @Get()
    @ApiOperation({ summary: `Read the ${label}` })
    @onlyIf(!!def.missing, ApiNotFoundResponse({ description: `${def.missing?.code}: nothing saved yet (treat as empty)` }))
    read(@TenantIdParam() tenantId: string) {
      return this.service.read(tenantId);
    }

    @Put()
    @ApiOperation({ summary: `Save the sent fields of the ${label} (others are kept)` })
    @Writes()
    @onlyIf(!!def.bodyType, ApiBody({ type: def.bodyType }))
    merge(@TenantIdParam() tenantId: string, @Body(def.bodyPipe) input: Input, @UploadedFiles() files: UploadedParts) {
      return this.service.write(tenantId, input, files, 'merge');
    }

    @onlyIf(!!def.post, Post())
    @ApiOperation({ summary: `Replace the ${label} with the sent fields` })
    @Writes()
    @onlyIf(!!def.bodyType, ApiBody({ type: def.bodyType }))
    replace(@TenantIdParam() tenantId: string, @Body(def.bodyPipe) input: Input, @UploadedFiles() files: UploadedParts) {
      return this.service.write(tenantId, input, files, 'replace');
    }

    @onlyIf(!!def.delete, Delete())
    @HttpCode(200)
    @ApiOperation({ summary: `Delete the ${label} and its files` })
    remove(@TenantIdParam() tenantId: string) {
      return this.service.remove(tenantId);
    }
  }
  Object.defineProperty(TenantSingletonController, 'name', { value: `${pascalName(def.path)}Controller` });

  const provider: Provider = {
    provide: token,
    inject: [PrismaService, Uploads, SiteCache],
    useFactory: (prisma: PrismaService, uploads: Uploads, cache: SiteCache): Service => new TenantSingletonService(def, prisma, uploads, cache),
  };
  return { controller: TenantSingletonController, provider };
}
