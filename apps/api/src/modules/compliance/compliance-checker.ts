/**
 * The network-marketing compliance check (docs/campaigns.md "Compliance"): before a campaign is sent or
 * a blog post is published, sentences that make disease-treatment claims or promise income are flagged
 * with a plain explanation. It is a guardrail, not a gate: the distributor may still go ahead after
 * acknowledging what was flagged. Pure and synchronous so it runs on every save and preview. The phrase
 * lists cover every site language (English, Spanish, French, Traditional Chinese, Korean, Japanese) and all
 * apply to every text (docs/product.md "Languages"); the explanations are the back office's, in English.
 */

type ComplianceKind = 'disease_claim' | 'income_claim';

export interface ComplianceWarning {
  kind: ComplianceKind;
  /** The whole sentence, as the reader sees it (tags removed, whitespace collapsed). */
  sentence: string;
  /** The words in it that triggered the warning, for highlighting. */
  phrase: string;
  explanation: string;
}

const COMPLIANCE_EXPLANATIONS: Record<ComplianceKind, string> = {
  disease_claim:
    'Wellness products may not be promoted as curing, treating or preventing a disease or medical condition ' +
    '(FTC and FDA rules, and the company’s policies). Describe how the product supports general well-being instead, ' +
    'and let people talk to their doctor about conditions.',
  income_claim:
    'Income may not be promised or implied: most distributors earn little or nothing, and specific figures, guarantees ' +
    'or “get rich” language mislead (FTC rules on business opportunities). Say that results vary and point to the income disclaimer.',
};

/**
 * One language's rules. A match counts unless the sentence denies it: `negatedBefore` is tested on the text
 * before the match ("not intended to… cure"), `negatedAfter` on the text after it (Korean and Japanese put
 * the negation last: "…예방하기 위한 것이 아닙니다", "…予防を目的としたものではありません").
 */
interface LanguageRules {
  /** A sentence without any letter of the language's script is skipped (cheap, before the phrase lists). */
  script: RegExp;
  disease: RegExp[];
  income: RegExp[];
  negatedBefore?: RegExp;
  negatedAfter?: RegExp;
}

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
  /\bpassive\s+income\b/i,
];

const LATIN = /[A-Za-z]/;

/** Word edges for languages with accented letters (`\b` only knows ASCII). */
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const words = (max: number) => String.raw`(?:\s+[\p{L}\p{N}'’-]+){0,${max}}?\s+`;
/** An amount: `$5,000`, `5 000 €`, `5.000 euros`, `50k` (a space only between digits). */
const DIGITS = String.raw`\d(?:[\d.,]|[  ](?=\d))*`;
const AMOUNT = String.raw`(?:[$€£]\s?${DIGITS}k?|${DIGITS}\s?(?:k${E}|[$€]|dólares|dolares|euros|pesos|usd|eur|mxn))`;

const ES_VERB =
  String.raw`(?:cura[rn]?|curó|curamos|sana[rn]?|trata[rn]?|previene[n]?|prevenir|evita[rn]?|elimina[rn]?|combate[n]?|combatir|` +
  String.raw`revierte[n]?|revertir|vence[rn]?|acaba[rn]? con)`;
const ES_CONDITION =
  String.raw`(?:cáncer|cancer|tumor(?:es)?|diabetes|artritis|alzh?eimer|demencia|parkinson|enfermedad(?:es)? (?:del corazón|cardíacas?|cardiacas?)|` +
  String.raw`infartos?|derrames? cerebral(?:es)?|hipertensión|presión alta|presión arterial alta|colesterol alto|depresión|ansiedad|asma|` +
  String.raw`covid(?:-19)?|coronavirus|gripe|influenza|resfriados?|infecci(?:ón|ones)|virus|obesidad|insomnio|migrañas?|psoriasis|eccema|` +
  String.raw`úlceras?|hepatitis|vih|sida|osteoporosis|fibromialgia|lupus|esclerosis múltiple|epilepsia|enfermedad(?:es)?|dolor crónico)`;

const FR_VERB =
  String.raw`(?:guéri[rt]?|guérissent|guérissons|soigne[rnt]?|soignent|traite[rnt]?|traitent|prévien[st]|préviennent|prévenir|` +
  String.raw`élimine[rnt]?|éliminent|combat(?:tre|tent)?|vainc|vaincre|fait disparaître|font disparaître)`;
const FR_CONDITION =
  String.raw`(?:cancers?|tumeurs?|diabète|arthrite|alzheimer|démence|parkinson|maladies? (?:cardiaques?|cardiovasculaires?|du cœur)|` +
  String.raw`crises? cardiaques?|infarctus|avc|hypertension|cholestérol|dépression|anxiété|asthme|covid(?:-19)?|coronavirus|grippe|rhumes?|` +
  String.raw`infections?|virus|obésité|insomnie|migraines?|psoriasis|eczéma|ulcères?|hépatites?|vih|sida|ostéoporose|fibromyalgie|lupus|` +
  String.raw`sclérose en plaques|épilepsie|maladies?|douleurs? chroniques?)`;

const ZH_CONDITION =
  '(?:癌症|癌|腫瘤|糖尿病|關節炎|阿茲海默症?|失智症|帕金森氏?症?|心臟病|中風|高血壓|高膽固醇|憂鬱症|焦慮症|氣喘|哮喘|新冠肺炎|新冠|流感|感冒|感染|' +
  '病毒|肥胖|失眠|偏頭痛|牛皮癬|乾癬|濕疹|潰瘍|肝炎|愛滋病|骨質疏鬆症?|紅斑性狼瘡|癲癇|疾病|慢性疼痛)';

const KO_CONDITION =
  '(?:암|종양|당뇨병?|관절염|알츠하이머병?|치매|파킨슨병?|심장병|심장 질환|뇌졸중|고혈압|고지혈증|콜레스테롤|우울증|불안 장애|불안장애|천식|코로나19?|' +
  '독감|감기|감염|바이러스|비만|불면증|편두통|건선|습진|궤양|간염|에이즈|골다공증|섬유근육통|루푸스|뇌전증|간질|질병|질환|만성 통증)';

const JA_CONDITION =
  '(?:がん|癌|ガン|腫瘍|糖尿病|関節炎|アルツハイマー病?|認知症|パーキンソン病|心臓病|心疾患|脳卒中|高血圧|高コレステロール|うつ病|不安障害|喘息|' +
  'コロナ|インフルエンザ|風邪|感染症|ウイルス|肥満|不眠症|片頭痛|偏頭痛|乾癬|湿疹|潰瘍|肝炎|エイズ|骨粗しょう症|骨粗鬆症|線維筋痛症|ループス|てんかん|病気|疾患|疾病|慢性痛)';

/**
 * The phrase lists of every site language (docs/product.md "Languages"). All of them apply to every text,
 * whatever the site's language: a distributor may write in any language (a Spanish post on an English
 * site), and each list's words belong to its own language, so one language's rules do not fire on another's
 * ordinary writing.
 */
const RULES: Record<'en' | 'es' | 'fr' | 'zh-Hant' | 'ko' | 'ja', LanguageRules> = {
  en: { script: LATIN, disease: [DISEASE_CLAIM], income: INCOME_CLAIMS, negatedBefore: NEGATED },
  es: {
    script: LATIN,
    disease: [
      new RegExp(String.raw`${B}${ES_VERB}${E}(?:${words(4)}|\s+)${ES_CONDITION}${E}`, 'iu'),
      new RegExp(String.raw`${B}${ES_CONDITION}\s+(?:se\s+)?(?:curó|cura|desapareció|desaparece|se fue)${E}`, 'iu'),
    ],
    income: [
      new RegExp(
        String.raw`${B}(?:ingresos?|ganancias?|dinero|sueldos?|comisiones|resultados)\s+(?:están\s+|está\s+)?garantizad[oa]s?${E}`,
        'iu',
      ),
      new RegExp(String.raw`${B}garantiza(?:mos|n)?(?:\s+[\p{L}]+){0,2}?\s+(?:ingresos?|ganancias|dinero)${E}`, 'iu'),
      new RegExp(String.raw`${B}garantía\s+de\s+(?:ingresos?|ganancias)${E}`, 'iu'),
      new RegExp(
        String.raw`${B}(?:hazte|hacerte|hacerse|volverte|volverse|ponerte|serás)\s+ric[oa]s?${E}|${B}enriquec(?:erte|erse|ete|éte)${E}`,
        'iu',
      ),
      new RegExp(
        String.raw`${B}(?:gan[aoé]|ganas|ganan|ganamos|ganar|ganando|genera[rn]?|generando)\s+(?:hasta\s+|más\s+de\s+|al\s+menos\s+)?${AMOUNT}` +
          String.raw`(?:\s+(?:al|por|a\s+la|cada)\s+(?:día|semana|mes|año))?`,
        'iu',
      ),
      new RegExp(String.raw`${B}(?:seis|siete)\s+cifras${E}`, 'iu'),
      new RegExp(
        String.raw`${B}(?:deja|dejar|renuncia\s+a|renunciar\s+a)\s+tu\s+(?:trabajo|empleo)${E}|${B}despide\s+a\s+tu\s+jefe${E}`,
        'iu',
      ),
      new RegExp(String.raw`${B}(?:ingresos?|dinero|ganancias)\s+sin\s+riesgos?${E}`, 'iu'),
      new RegExp(String.raw`${B}libertad\s+financiera\s+garantizada${E}`, 'iu'),
      new RegExp(String.raw`${B}ingresos?\s+pasivos?${E}`, 'iu'),
    ],
    negatedBefore: new RegExp(String.raw`${B}(?:no|nunca|ni|sin|ningún|ninguna|ninguno|jamás)${E}[^.!?]{0,60}$`, 'iu'),
  },
  fr: {
    script: LATIN,
    disease: [
      new RegExp(String.raw`${B}${FR_VERB}${E}(?:${words(4)}|\s+)(?:l[’']|d[’'])?${FR_CONDITION}${E}`, 'iu'),
      new RegExp(String.raw`${FR_CONDITION}\s+(?:a|est|ont|sont)\s+(?:disparu|guéri|guérie|soigné|soignée)s?${E}`, 'iu'),
    ],
    income: [
      new RegExp(String.raw`${B}(?:revenus?|gains|argent|bénéfices|commissions|résultats)\s+(?:(?:est|sont)\s+)?garanti[es]*${E}`, 'iu'),
      new RegExp(String.raw`${B}garanti(?:t|ssons|ssent)(?:\s+[\p{L}]+){0,2}?\s+(?:revenus?|gains)${E}`, 'iu'),
      new RegExp(String.raw`${B}garantie\s+de\s+(?:revenus?|gains)${E}`, 'iu'),
      new RegExp(
        String.raw`${B}(?:devenir|devenez|deviendrez)\s+riches?${E}|${B}(?:s[’']|vous\s+)enrichir${E}|${B}enrichissez-vous${E}`,
        'iu',
      ),
      new RegExp(
        String.raw`${B}(?:gagne[rsz]?|gagnent|gagnons|gagné|gagnant)\s+(?:jusqu[’']à\s+|plus\s+de\s+|au\s+moins\s+)?${AMOUNT}` +
          String.raw`(?:\s+(?:par|chaque)\s+(?:jour|semaine|mois|an|année))?`,
        'iu',
      ),
      new RegExp(String.raw`${B}(?:six|sept)\s+chiffres${E}`, 'iu'),
      new RegExp(
        String.raw`${B}(?:quitte[rz]?|quittez|plaquez)\s+votre\s+(?:travail|emploi|job|patron)${E}|${B}(?:virez|licenciez)\s+votre\s+patron${E}`,
        'iu',
      ),
      new RegExp(String.raw`${B}(?:revenus?|argent|gains)\s+sans\s+risques?${E}`, 'iu'),
      new RegExp(String.raw`${B}liberté\s+financière\s+garantie${E}`, 'iu'),
      new RegExp(String.raw`${B}revenus?\s+passifs?${E}`, 'iu'),
    ],
    negatedBefore: new RegExp(String.raw`(?:${B}(?:ne|pas|jamais|aucun|aucune|sans|ni)${E}|${B}n[’'])[^.!?]{0,60}$`, 'iu'),
  },
  'zh-Hant': {
    script: /\p{Script=Han}/u,
    disease: [
      new RegExp(`(?:治癒|治好|治療|根治|預防|防止|消除|逆轉|醫治|戰勝|擊退)[^。！？，,；;]{0,6}?${ZH_CONDITION}`, 'u'),
      new RegExp(`${ZH_CONDITION}(?:都|就|已經|已)?(?:痊癒|治好了|好了|消失了|不見了|被治好)`, 'u'),
    ],
    income: [
      /(?:收入|收益|獲利|報酬|賺錢)(?:有)?保證|保證(?:的)?(?:收入|收益|獲利|賺錢|月入|高收入|回報)/u,
      /致富|發大財|暴富|一夜致富/u,
      /(?:月入|月賺|年入|年賺|日賺|週賺|每月賺|每個月賺|一個月賺|每月可賺)\s?(?:NT\$|HK\$|\$|新台幣|港幣)?\s?[\d０-９,，.一二三四五六七八九十百千萬]+/u,
      /賺(?:到|取|進)?\s?(?:NT\$|HK\$|\$)\s?\d/u,
      /辭掉(?:你的|您的)?工作|炒老闆魷魚|不用再上班/u,
      /被動收入|躺著賺|輕鬆賺大錢/u,
      /(?:六|七)位數(?:收入|年薪)/u,
    ],
    negatedBefore: /(?:並非|並不|不是|不能|不會|無法|不可|不得|不保證|未經|非用於|不用於)[^。！？]{0,14}$/u,
  },
  ko: {
    script: /\p{Script=Hangul}/u,
    disease: [
      new RegExp(`${KO_CONDITION}(?:을|를|이|가|도|의)?(?:\\s+[^\\s.!?]+){0,3}?\\s*(?:치료|완치|치유|예방|고치|고쳐|낫게|없애|극복)`, 'u'),
      /(?:치료|완치|예방)(?:해|합|할|하는|됩|된)[^.!?]{0,4}(?:암|당뇨|고혈압|질병|치매)/u,
    ],
    income: [
      /(?:수입|수익|소득|돈)(?:을|이|을\s)?\s?보장|보장(?:된|되는|해\s?드리는)\s?(?:수입|수익|소득)/u,
      /(?:부자|갑부|백만장자)(?:가|로)?\s?(?:되|만들어)|돈방석/u,
      /(?:월|매월|한\s?달에?|매달|연|연봉|하루에?)\s?[\d,]+\s?(?:만|천|억)?\s?원\s?(?:을|이상|이상을|씩)?\s?(?:벌|수입|소득|수익)/u,
      /(?:수입|소득|수익|월수입|월급)\s?[\d,]+\s?(?:만|천|억)\s?원/u,
      /(?:직장|회사|일)(?:을|를)?\s?그만두|사표(?:를)?\s?(?:내|던지)|퇴사하세요/u,
      /불로소득|패시브\s?인컴|수동\s?소득/u,
      /경제적\s?자유(?:를)?\s?보장/u,
    ],
    negatedAfter:
      /^[^.!?]{0,30}?(?:(?:위한|위해|하는|할)\s?것이\s?아닙니다|(?:하지|되지|않)\s?않습니다|하지\s?않으며|되지\s?않으며|아니며|아닙니다|(?:할|될)\s?수\s?없습니다)/u,
  },
  ja: {
    script: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
    disease: [
      new RegExp(
        `${JA_CONDITION}(?:を|が|に|も|の|は)?[^。！？]{0,6}?(?:治す|治る|治り|治し|治せ|治療|完治|予防|防ぐ|防ぎ|根治|撃退|克服|消え)`,
        'u',
      ),
    ],
    income: [
      /収入(?:を|は|が)?保証|保証(?:された|付きの)?(?:収入|収益|報酬)/u,
      /(?:確実に|絶対に|誰でも)稼げ/u,
      /(?:月収|年収|月に|毎月|日給|日収)\s?[\d０-９,，]+\s?(?:万|千|億)?\s?円/u,
      /(?:月収|年収)\s?[一二三四五六七八九十百千万億]+\s?円?/u,
      /(?:お?金持ちに|億万長者に)なれ/u,
      /(?:会社|仕事)を辞め|脱サラ/u,
      /不労所得|パッシブインカム|権利収入/u,
    ],
    negatedAfter:
      /^[^。！？]{0,30}?(?:(?:もの|わけ|目的)?(?<!夢)ではありません|(?<!夢)ではない|しません|できません|されません|されていません|ものではない)/u,
  },
};

const RULE_LIST = Object.values(RULES);

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

/** Sentences: split on ., ! or ? followed by a space, after 。！？ (Chinese and Japanese, no space), and on line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+|(?<=[。！？])\s*/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The first phrase of `kind` in the sentence, in any language, that the sentence does not deny. */
function claim(sentence: string, kind: 'disease' | 'income'): string | null {
  for (const rules of RULE_LIST) {
    if (!rules.script.test(sentence)) continue;
    for (const rule of rules[kind]) {
      const match = rule.exec(sentence);
      if (!match) continue;
      if (rules.negatedBefore?.test(sentence.slice(0, match.index))) continue;
      if (rules.negatedAfter?.test(sentence.slice(match.index + match[0].length))) continue;
      return match[0];
    }
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
        ['disease_claim', claim(sentence, 'disease')],
        ['income_claim', claim(sentence, 'income')],
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
