import { siteDisplayName } from '@ds/shared';
import type { Schema } from '@/lib/api/typed-client';
import { text } from '@/lib/text';

export type SubscriptionStatus = Schema<'SubscriptionStatus'>;

/** A tenant user as the admin screens show it (docs/product.md#data, Agent; the name comes split into first and last). */
export type Agent = Schema<'AgentView'>;

/** Sites by subscription status, fleet-wide. */
export type UserStats = Schema<'FleetCounts'>;

/** Display values (docs/product.md#defaults) for what a distributor has not filled in. */
export const NOT_SET = 'Not set';
export { DEFAULT_SITE_NAME } from '@ds/shared';

/** A form value shown as text: itself, or 'Not set' when blank. */
const shown = (value: unknown): string | null => (typeof value === 'string' ? text(value) : null);
export const orNotSet = (value: unknown): string => shown(value) ?? NOT_SET;
export const siteNameOf = (value: unknown): string => siteDisplayName(shown(value));

/** The label screens use for an agent (name, else email). */
export const agentLabel = (agent: Pick<Agent, 'name' | 'email'>): string => agent.name || agent.email;
