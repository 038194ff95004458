import { applyDecorators, createParamDecorator, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { AdminGuard, TenantAccessGuard } from './access.guards.js';
import type { Principal } from './principal.js';

/** Route needs the token of the distributor who owns `:tenantId` (or an admin). */
export const DistributorOfTenant = () =>
  applyDecorators(
    UseGuards(JwtAuthGuard, TenantAccessGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'AUTH_REQUIRED or INVALID_TOKEN' }),
    ApiForbiddenResponse({ description: "Another tenant's token" }),
  );

/** Route needs any valid token (a distributor's or an admin's). */
export const SignedIn = () =>
  applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'AUTH_REQUIRED or INVALID_TOKEN' }));

/** Route needs an admin token. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(JwtAuthGuard, AdminGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'AUTH_REQUIRED or INVALID_TOKEN' }),
    ApiForbiddenResponse({ description: 'Admin privileges required' }),
  );

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest<{ user: Principal }>().user,
);
