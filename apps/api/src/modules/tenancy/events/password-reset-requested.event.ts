/**
 * A distributor asked for a password reset link. Carries the plain token because only its hash is
 * stored; the token exists nowhere else once the email job has run.
 */
export class PasswordResetRequested {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {}
}
