import { text, idOf, num } from '@/features/admin/lib/data';
import { isRecord, type Row } from '@/lib/records';

export type SubscriptionStatus = 'active' | 'inactive';

/** A tenant user as the admin screens show it (spec §3 "Agent"), defaults applied (spec §9). */
export interface Agent {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  website_link: string | null;
  status: SubscriptionStatus;
  tenant_id: string;
  plan: string;
  dns_status: string;
  subdomain: string | null;
  created_at: string | null;
}

export interface UserStats {
  total: number;
  active: number;
  inactive: number;
}

/** Spec §9 display values for missing data. */
export const NOT_SET = 'Not set';
export const DEFAULT_SITE_NAME = 'Default Site';
export const DEFAULT_STATUS: SubscriptionStatus = 'active';
export const DEFAULT_PLAN = 'none';
export const DEFAULT_DNS_STATUS = 'pending';

/** Missing agent status counts as active; anything but 'inactive' is active. */
export const statusOf = (value: unknown): SubscriptionStatus => (value === 'inactive' ? 'inactive' : DEFAULT_STATUS);
export const planOf = (value: unknown): string => text(value) ?? DEFAULT_PLAN;
export const orNotSet = (value: unknown): string => text(value) ?? NOT_SET;
export const siteNameOf = (value: unknown): string => text(value) ?? DEFAULT_SITE_NAME;

/** "Jane Mary Doe" → first "Jane", last "Mary Doe" (spec §3: the name is split into first and last name). */
export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export function toAgent(raw: Row): Agent {
  const rawName = text(raw.name);
  const split = splitName(rawName ?? '');
  const first = text(raw.first_name) ?? split.first_name;
  const last = text(raw.last_name) ?? split.last_name;
  return {
    id: idOf(raw.id ?? raw.user_id),
    name: rawName ?? `${first} ${last}`.trim(),
    first_name: first,
    last_name: last,
    email: text(raw.email) ?? '',
    website_link: text(raw.website_link),
    status: statusOf(raw.status ?? raw.subscription_status),
    tenant_id: idOf(raw.tenant_id),
    plan: planOf(raw.plan),
    dns_status: text(raw.dns_status) ?? DEFAULT_DNS_STATUS,
    subdomain: text(raw.subdomain),
    created_at: text(raw.created_at),
  };
}

export function toUserStats(raw: unknown, agents: readonly Agent[]): UserStats {
  if (isRecord(raw)) {
    return { total: num(raw.total), active: num(raw.active), inactive: num(raw.inactive) };
  }
  const active = agents.filter((agent) => agent.status === 'active').length;
  return { total: agents.length, active, inactive: agents.length - active };
}

/** The label screens use for an agent (name, else email). */
export const agentLabel = (agent: Pick<Agent, 'name' | 'email'>): string => agent.name || agent.email;
