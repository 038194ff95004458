import { Injectable } from '@nestjs/common';
import safeRegex from 'safe-regex2';
import { Database } from '@ds/db';
import { validationFailed, type FieldErrors } from '../../infra/http/api-error.js';
import { allowedTarget, compilePattern, fillTemplate, MAX_LINK_LENGTH, type ShopLinkRuleData } from './commercial-links.js';
import type { ShopLinkRuleDto } from './shop-links.dto.js';

/** How long a process keeps the rules before reading them again (another instance's PUT shows within this). */
const RULES_TTL_MS = 30_000;

const TEMPLATE_FIELDS = ['buy', 'shop', 'join'] as const;

/**
 * The company's shop-link rules per catalog country (Admin → Shop links; docs/product.md "Shop links and
 * sales credit"). Read on every /go/ click, so kept in memory for RULES_TTL_MS; a PUT on this instance
 * forgets them at once.
 */
@Injectable()
export class ShopLinkRules {
  private cached: { at: number; rules: Promise<Map<string, ShopLinkRuleData>> } | null = null;

  constructor(private readonly db: Database) {}

  /** The rules of one country (upper-case ISO code), or null when the company has none for it. */
  async forCountry(country: string): Promise<ShopLinkRuleData | null> {
    return (await this.all()).get(country.toUpperCase()) ?? null;
  }

  all(): Promise<Map<string, ShopLinkRuleData>> {
    if (!this.cached || Date.now() - this.cached.at > RULES_TTL_MS) {
      const rules = this.db.platform.shopLinkRule
        .findMany({ orderBy: { country: 'asc' } })
        .then((rows) => new Map(rows.map((r) => [r.country, toRuleData(r)])));
      rules.catch(() => (this.cached = null));
      this.cached = { at: Date.now(), rules };
    }
    return this.cached.rules;
  }

  /** Every catalog country with its rules (empty ones for a country without), for Admin → Shop links. */
  async list(): Promise<ShopLinkRuleData[]> {
    const [countries, rules] = await Promise.all([this.catalogCountries(), this.db.platform.shopLinkRule.findMany()]);
    const byCountry = new Map(rules.map((r) => [r.country, toRuleData(r)]));
    const all = [...new Set([...countries, ...byCountry.keys()])].sort();
    return all.map((country) => byCountry.get(country) ?? emptyRule(country));
  }

  /**
   * Replaces the rules with `rules` (a country left out loses its rules). Every rule is checked first and
   * nothing is written unless all pass; field errors are named `countries[i].field`.
   */
  async replace(rules: ShopLinkRuleDto[]): Promise<ShopLinkRuleData[]> {
    const countries = new Set(await this.catalogCountries());
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    const data = rules.map((dto, i) => {
      const rule = normalise(dto);
      const at = (field: string) => `countries[${i}].${field}`;
      if (!countries.has(rule.country)) errors[at('country')] = `${rule.country} is not a country of the catalog`;
      if (seen.has(rule.country)) errors[at('country')] = `${rule.country} is listed twice`;
      seen.add(rule.country);
      Object.assign(errors, Object.fromEntries(Object.entries(ruleProblems(rule)).map(([field, why]) => [at(field), why])));
      return rule;
    });
    if (Object.keys(errors).length) throw validationFailed(errors, Object.values(errors)[0]);
    await this.db.platform.$transaction([
      this.db.platform.shopLinkRule.deleteMany({ where: { country: { notIn: data.map((r) => r.country) } } }),
      ...data.map(({ country, ...fields }) =>
        this.db.platform.shopLinkRule.upsert({ where: { country }, create: { country, ...fields }, update: fields }),
      ),
    ]);
    this.cached = null;
    return this.list();
  }

  private async catalogCountries(): Promise<string[]> {
    const rows = await this.db.platform.catalogPrice.findMany({ distinct: ['country'], select: { country: true } });
    return rows.map((r) => r.country.toUpperCase());
  }
}

function toRuleData(r: ShopLinkRuleData): ShopLinkRuleData {
  const { country, buy, shop, join, hosts, member_id_pattern, member_id_example } = r;
  return { country, buy, shop, join, hosts, member_id_pattern, member_id_example };
}

function emptyRule(country: string): ShopLinkRuleData {
  return { country, buy: null, shop: null, join: null, hosts: [], member_id_pattern: null, member_id_example: null };
}

const orNull = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function normalise(dto: ShopLinkRuleDto): ShopLinkRuleData {
  return {
    country: dto.country.trim().toUpperCase(),
    buy: orNull(dto.buy),
    shop: orNull(dto.shop),
    join: orNull(dto.join),
    hosts: [...new Set((dto.hosts ?? []).map((h) => h.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean))],
    member_id_pattern: orNull(dto.member_id_pattern),
    member_id_example: orNull(dto.member_id_example),
  };
}

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** What is wrong with one country's rules, by field. */
function ruleProblems(rule: ShopLinkRuleData): FieldErrors {
  const problems: FieldErrors = {};
  const badHost = rule.hosts.find((h) => !HOST_NAME.test(h));
  if (badHost !== undefined) problems.hosts = `"${badHost}" is not a host name such as shop.example.com`;
  if (rule.hosts.length > 20) problems.hosts = 'At most 20 hosts';
  for (const field of TEMPLATE_FIELDS) {
    const template = rule[field];
    if (!template) continue;
    const unknown = /\{(?!(?:member_id|sku|country)\})[^}]*\}/.exec(template);
    if (template.length > MAX_LINK_LENGTH) problems[field] = `At most ${MAX_LINK_LENGTH} characters`;
    else if (unknown) problems[field] = `Unknown placeholder ${unknown[0]}: use {member_id}, {sku} or {country}`;
    else if (field !== 'buy' && template.includes('{sku}')) problems[field] = '{sku} is only known for a product (the Buy link)';
    else if (!template.includes('{member_id}')) problems[field] = 'The link must carry the member ID: add {member_id}';
    else if (!allowedTarget(fillTemplate(template, { member_id: 'M1', sku: 'SKU-1', country: rule.country }), rule.hosts))
      problems[field] = 'Must be an http(s) link to one of the allowed hosts';
  }
  if (rule.member_id_pattern) {
    const pattern = rule.member_id_pattern.length <= 200 ? compilePattern(rule.member_id_pattern) : null;
    if (!pattern) problems.member_id_pattern = 'Not a valid pattern (a regular expression of at most 200 characters)';
    // Every member ID a distributor types is matched against it: no pattern whose matching can take exponential time.
    else if (!safeRegex(pattern)) problems.member_id_pattern = 'This pattern can take too long to match (nested repetition): simplify it';
    else if (rule.member_id_example && !pattern.test(rule.member_id_example))
      problems.member_id_example = 'The example does not match the pattern';
  }
  if (rule.member_id_example && !/^[A-Za-z0-9._-]{1,64}$/.test(rule.member_id_example))
    problems.member_id_example = 'A member ID has at most 64 letters, digits, dots, dashes or underscores';
  return problems;
}
