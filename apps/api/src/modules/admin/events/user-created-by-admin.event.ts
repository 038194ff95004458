/**
 * An admin created a distributor account. Carries the plain set-password token because only its hash
 * is stored; the welcome email job is the one place it travels to.
 */
export class UserCreatedByAdmin {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {}
}
