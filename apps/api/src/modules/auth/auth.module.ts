import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, signingKeys, type AppConfig } from '@ds/config';
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
      // Sessions are signed with the session ring's first key, named in the token (`kid`); JwtStrategy
      // verifies with whichever key of the ring a token names (docs/operations.md "Rotating keys").
      useFactory: (config: AppConfig) => {
        const [signing] = signingKeys(config, 'sessions');
        return {
          secret: signing.secret,
          signOptions: { algorithm: 'HS256', expiresIn: config.JWT_TTL as `${number}d`, keyid: signing.id },
        };
      },
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
