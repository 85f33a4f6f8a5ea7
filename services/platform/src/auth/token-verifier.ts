import { Injectable } from '@nestjs/common';
import { createRemoteJWKSet, errors, JWTPayload, jwtVerify, JWTVerifyGetKey } from 'jose';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-code';
import type { AuthSettings } from './auth.settings';
import type { Identity } from './identity';

/** Clock skew tolerated on exp/nbf/iat. */
export const CLOCK_TOLERANCE_SECONDS = 30;

function unauthorized(detail: string): AppException {
  return new AppException(401, ErrorCode.Unauthorized, detail);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Validates access tokens: RS256 only, exact issuer, audience, exp/nbf with 30 s skew, keys from the issuer's
 * JWKS (cached; fetched again on an unknown kid, at most every 30 s).
 */
@Injectable()
export class TokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    private readonly settings: AuthSettings,
    keys?: JWTVerifyGetKey,
  ) {
    this.keys =
      keys ??
      createRemoteJWKSet(new URL(settings.jwksUrl), {
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
        timeoutDuration: 5_000,
      });
  }

  async verify(token: string): Promise<Identity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      throw this.toException(error);
    }
    return {
      sub: String(payload.sub),
      preferredUsername: optionalString(payload.preferred_username),
      email: optionalString(payload.email),
      name: optionalString(payload.name),
      givenName: optionalString(payload.given_name),
      familyName: optionalString(payload.family_name),
    };
  }

  private toException(error: unknown): AppException {
    if (error instanceof errors.JWTExpired) return unauthorized('The access token has expired.');
    if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) {
      return new AppException(503, ErrorCode.ServiceUnavailable, 'The identity provider cannot be reached.');
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      return unauthorized(`The access token is not valid here (${error.claim}).`);
    }
    return unauthorized('The access token is not valid.');
  }
}
