/**
 * The network-marketing compliance check (docs/campaigns.md "Compliance"): before a campaign is sent or
 * a blog post is published, sentences that make disease-treatment claims or promise income are flagged
 * with a plain explanation. It is a guardrail, not a gate: the distributor may still go ahead after
 * acknowledging what was flagged. Pure and synchronous so it runs on every save and preview.
 */

export type ComplianceKind = 'disease_claim' | 'income_claim';

export interface ComplianceWarning {
  kind: ComplianceKind;
  /** The whole sentence, as the reader sees it (tags removed, whitespace collapsed). */
  sentence: string;
  /** The words in it that triggered the warning, for highlighting. */
  phrase: string;
  explanation: string;
}

export const COMPLIANCE_EXPLANATIONS: Record<ComplianceKind, string> = {
  disease_claim:
    'Wellness products may not be promoted as curing, treating or preventing a disease or medical condition ' +
    '(FTC and FDA rules, and the company’s policies). Describe how the product supports general well-being instead, ' +
    'and let people talk to their doctor about conditions.',
  income_claim:
    'Income may not be promised or implied: most distributors earn little or nothing, and specific figures, guarantees ' +
    'or “get rich” language mislead (FTC rules on business opportunities). Say that results vary and point to the income disclaimer.',
};

const CLAIM_VERB =
  String.raw`(?:cure[sd]?|curing|treat(?:s|ed|ing)?|prevent(?:s|ed|ing)?|heal(?:s|ed|ing)?|reverse[sd]?|reversing|` +
  String.raw`eliminate[sd]?|eliminating|fight(?:s|ing)?|beat(?:s|ing)?)`;

const CONDITION =
  String.raw`(?:cancers?|tumou?rs?|diabetes|diabetic|arthritis|alzheimer'?s|dementia|parkinson'?s|heart disease|heart attacks?|` +
  String.raw`strokes?|hypertension|high blood pressure|high cholesterol|depression|anxiety|adhd|autism|asthma|covid(?:-19)?|` +
  String.raw`coronavirus|flu|influenza|colds?|infections?|viruses|virus|obesity|insomnia|migraines?|psoriasis|eczema|ulcers?|` +
  String.raw`hepatitis|hiv|aids|osteoporosis|fibromyalgia|lupus|multiple sclerosis|epilepsy|kidney disease|liver disease|` +
  String.raw`diseases?|illness(?:es)?|disorders?|chronic pain)`;

/** "cures cancer", "treats diabetes", "prevents heart disease" (a few words may sit between). */
const DISEASE_CLAIM = new RegExp(
  String.raw`\b${CLAIM_VERB}\b(?:\s+[\w'’-]+){0,4}?\s+\b${CONDITION}\b|\b${CONDITION}\b\s+(?:is\s+|are\s+)?(?:cured|treated|prevented|healed|reversed|gone)\b`,
  'i',
);

/** Statements that deny the claim ("not intended to diagnose, treat, cure or prevent any disease"). */
const NEGATED = /\b(?:not|never|no|cannot|can't|doesn't|don't|won't|isn't|aren't)\b[^.!?]{0,40}$/i;

const INCOME_CLAIMS: RegExp[] = [
  /\bguarantee(?:d|s)?\b(?:\s+[\w'’-]+){0,3}?\s+(?:income|earnings|pay(?:check)?s?|profits?|money|returns?|commissions?|results)\b/i,
  /\b(?:income|earnings|profits?|money|returns?|commissions?)\s+(?:is\s+|are\s+)?guaranteed\b/i,
  /\bget(?:ting)?\s+rich\b/i,
  /\b(?:make|earn|making|earning|made|earned|bring\s+in|take\s+home)\s+(?:up\s+to\s+|over\s+|at\s+least\s+|more\s+than\s+)?(?:[$€£]\s?\d[\d,.]*\d(?:k\b)?|[$€£]\s?\d(?:k\b)?|\d[\d,.]*(?:k\b)?\s?(?:dollars|euros|pounds|usd|eur|gbp)\b)(?:\s+(?:a|per|each|every)\s+(?:day|week|month|year))?/i,
  /\b(?:six|seven)[\s-]figures?\b/i,
  /\bfinancial(?:ly)?\s+(?:freedom|free)\s+(?:is\s+)?guaranteed\b/i,
  /\b(?:quit|fire)\s+your\s+(?:day\s+)?(?:job|boss)\b/i,
  /\brisk[\s-]free\s+(?:income|money|profits?|earnings)\b/i,
];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** HTML → the text a reader sees, block elements as sentence breaks. */
export function readableText(html: string): string {
  return html
    .replace(/<(?:script|style)[\s\S]*?<\/(?:script|style)>/gi, ' ')
    .replace(/<\/?(?:p|h[1-6]|li|ul|ol|blockquote|div|br|hr|pre|tr|td)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e])
    .replace(/&#(\d+);/g, (_e, code: string) => String.fromCodePoint(Number(code)));
}

/** Sentences: split on ., ! or ? followed by a space, and on line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function diseaseClaim(sentence: string): string | null {
  const match = DISEASE_CLAIM.exec(sentence);
  if (!match) return null;
  if (NEGATED.test(sentence.slice(0, match.index))) return null;
  return match[0];
}

function incomeClaim(sentence: string): string | null {
  for (const rule of INCOME_CLAIMS) {
    const match = rule.exec(sentence);
    if (match && !NEGATED.test(sentence.slice(0, match.index))) return match[0];
  }
  return null;
}

/**
 * The warnings for a piece of writing: each flagged sentence once per kind, in reading order. `parts`
 * are plain text (a subject) or HTML (a body); both are read as text.
 */
export function checkCompliance(...parts: (string | null | undefined)[]): ComplianceWarning[] {
  const warnings: ComplianceWarning[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    for (const sentence of sentencesOf(readableText(part))) {
      for (const [kind, phrase] of [
        ['disease_claim', diseaseClaim(sentence)],
        ['income_claim', incomeClaim(sentence)],
      ] as const) {
        if (!phrase || seen.has(`${kind}\n${sentence}`)) continue;
        seen.add(`${kind}\n${sentence}`);
        warnings.push({ kind, sentence, phrase, explanation: COMPLIANCE_EXPLANATIONS[kind] });
      }
    }
  }
  return warnings;
}

/** The refusal when flagged writing is published or sent without `acknowledge_warnings` (400, the warnings in `details`). */
export function acknowledgementRequired(
  what: string,
  warnings: ComplianceWarning[],
): { message: string; details: { acknowledge_warnings: string; warnings: ComplianceWarning[] } } {
  const quoted = warnings
    .slice(0, 3)
    .map((w) => `“${w.sentence}”`)
    .join(' ');
  return {
    message:
      `Compliance check: ${quoted}${warnings.length > 3 ? ' …' : ''} may read as a ${warnings[0].kind === 'disease_claim' ? 'health' : 'income'} claim. ` +
      `Read the warnings and acknowledge them to ${what} anyway.`,
    details: { acknowledge_warnings: `Acknowledge the compliance warnings to ${what}`, warnings },
  };
}
