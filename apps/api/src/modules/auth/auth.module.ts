import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { JwtStrategy } from './jwt.strategy.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { AdminGuard, TenantAccessGuard } from './access.guards.js';
import { PasswordHasher } from './password-hasher.js';
import { TokenService } from './token.service.js';
import { AuthRateLimitGuard } from './auth-rate-limit.js';
import { LoginThrottleInterceptor } from './login-throttle.js';
import { SessionVersions } from './session-versions.js';
import { SessionStateRepository } from './session-state.repository.js';

@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256', expiresIn: config.JWT_TTL as `${number}d` },
      }),
    }),
  ],
  providers: [
    JwtStrategy,
    JwtAuthGuard,
    TenantAccessGuard,
    AdminGuard,
    PasswordHasher,
    TokenService,
    AuthRateLimitGuard,
    LoginThrottleInterceptor,
    SessionStateRepository,
    SessionVersions,
  ],
  exports: [
    JwtAuthGuard,
    TenantAccessGuard,
    AdminGuard,
    PasswordHasher,
    TokenService,
    AuthRateLimitGuard,
    LoginThrottleInterceptor,
    SessionVersions,
  ],
})
export class AuthModule {}
