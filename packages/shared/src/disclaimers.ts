import type { SiteLanguage } from './languages.js';

/** The three disclaimers a site shows (storefront footer, campaign footer) until its distributor writes their own. */
export interface Disclaimers {
  site: string;
  product: string;
  income: string;
}

/**
 * The default disclaimers in each site language (docs/product.md "Languages"), as full sentences that pass
 * the compliance checker's rules of their language; `company` is `COMPANY_NAME`. The English ones are the
 * originals (docs/product.md#defaults); the others say the same, the product one naming the health
 * authorities in general rather than the US Food and Drug Administration.
 */
const DEFAULT_DISCLAIMERS: Readonly<Record<SiteLanguage, (company: string) => Disclaimers>> = {
  en: (company) => ({
    site: `This is an independent distributor website. It is not the official website of ${company}, and ${company} does not own or operate it.`,
    product:
      'These statements have not been evaluated by the Food and Drug Administration. These products are not intended ' +
      'to diagnose, treat, cure or prevent any disease.',
    income:
      'Any income or earnings references are indicative only and are not a guarantee of income. Results depend on ' +
      'individual effort, skills and market conditions; no income is guaranteed.',
  }),
  es: (company) => ({
    site:
      `Este es el sitio web de un distribuidor independiente. No es el sitio web oficial de ${company}, ` +
      `y ${company} no es propietaria de este sitio ni lo gestiona.`,
    product:
      'Estas declaraciones no han sido evaluadas por las autoridades sanitarias. Estos productos no están destinados a ' +
      'diagnosticar, tratar, curar ni prevenir ninguna enfermedad.',
    income:
      'Cualquier referencia a ingresos o ganancias es solo orientativa y no constituye una garantía de ingresos. Los resultados ' +
      'dependen del esfuerzo y las habilidades de cada persona y de las condiciones del mercado; no se garantiza ningún ingreso.',
  }),
  fr: (company) => ({
    site: `Ce site est celui d’un distributeur indépendant. Ce n’est pas le site officiel de ${company}, qui ne le possède pas et ne l’exploite pas.`,
    product:
      'Ces allégations n’ont pas été évaluées par les autorités sanitaires. Ces produits ne sont pas destinés à diagnostiquer, ' +
      'traiter, guérir ou prévenir une quelconque maladie.',
    income:
      'Toute mention de revenus ou de gains n’est donnée qu’à titre indicatif et ne constitue pas une garantie de revenus. ' +
      'Les résultats dépendent des efforts et des compétences de chacun ainsi que des conditions du marché ; aucun revenu n’est garanti.',
  }),
  'zh-Hant': (company) => ({
    site: `本網站為獨立經銷商的網站，並非 ${company} 的官方網站，亦非由 ${company} 擁有或經營。`,
    product: '上述說明未經衛生主管機關評估。本產品並非用於診斷、治療、治癒或預防任何疾病。',
    income: '任何有關收入或收益的內容僅供參考，並非收入保證。實際結果取決於個人的努力、技能及市場狀況；不保證任何收入。',
  }),
  ko: (company) => ({
    site: `이 웹사이트는 독립 디스트리뷰터의 웹사이트입니다. ${company}의 공식 웹사이트가 아니며, ${company}이(가) 소유하거나 운영하지 않습니다.`,
    product: '이 내용은 보건 당국의 평가를 받지 않았습니다. 이 제품은 질병을 진단, 치료, 치유 또는 예방하기 위한 것이 아닙니다.',
    income:
      '수입이나 소득에 관한 모든 언급은 참고용일 뿐이며 수입을 보장하지 않습니다. 결과는 개인의 노력과 역량, 시장 상황에 따라 ' +
      '달라지며, 어떠한 수입도 보장되지 않습니다.',
  }),
  ja: (company) => ({
    site: `このウェブサイトは独立ディストリビューターのサイトです。${company} の公式ウェブサイトではなく、${company} が所有・運営するものではありません。`,
    product:
      'これらの記述は保健当局による評価を受けたものではありません。これらの製品は、病気の診断、治療、治癒または予防を目的としたものではありません。',
    income:
      '収入や収益に関する記載はあくまで参考であり、収入を保証するものではありません。結果は個人の努力や能力、市場の状況によって異なり、' +
      'いかなる収入も保証されません。',
  }),
};

/** The default disclaimers of a site in `language` (docs/product.md "Languages"); `company` is `COMPANY_NAME`. */
export function localizedDisclaimers(language: SiteLanguage, company: string): Disclaimers {
  return (DEFAULT_DISCLAIMERS[language] ?? DEFAULT_DISCLAIMERS.en)(company);
}

/** The default disclaimers in English (docs/product.md#defaults), as full sentences; `company` is `COMPANY_NAME`. */
export function defaultDisclaimers(company: string): Disclaimers {
  return localizedDisclaimers('en', company);
}
