import { describe, expect, it } from '@jest/globals';
import {
  defaultCopy,
  fillDefaultCopy,
  LEGAL_PAGES,
  legalPageText,
  legalParagraphText,
  localizedDisclaimers,
  SITE_LANGUAGES,
} from '@ds/shared';
import { checkCompliance, readableText, sentencesOf } from './compliance-checker.js';

const kinds = (...parts: string[]) => checkCompliance(...parts).map((w) => [w.kind, w.phrase]);

describe('compliance checker', () => {
  it('flags disease-treatment claims with the sentence and the phrase', () => {
    const warnings = checkCompliance('<p>Our tea is lovely. It <strong>cures cancer</strong> in weeks!</p>');
    expect(warnings).toEqual([
      {
        kind: 'disease_claim',
        sentence: 'It cures cancer in weeks!',
        phrase: 'cures cancer',
        explanation: expect.stringContaining('curing, treating or preventing'),
      },
    ]);
    expect(kinds('This supplement treats type 2 diabetes.')).toEqual([['disease_claim', 'treats type 2 diabetes']]);
    expect(kinds('Helps prevent heart disease naturally')).toEqual([['disease_claim', 'prevent heart disease']]);
    expect(kinds('My arthritis is gone since I started.')).toEqual([['disease_claim', 'arthritis is gone']]);
  });

  it('flags income guarantees and specific earnings promises', () => {
    expect(kinds('Join now for guaranteed income.')).toEqual([['income_claim', 'guaranteed income']]);
    expect(kinds('You will get rich with us')).toEqual([['income_claim', 'get rich']]);
    expect(kinds('Members earn $5,000 a month from home.')).toEqual([['income_claim', 'earn $5,000 a month']]);
    expect(kinds('Build a six-figure business.')).toEqual([['income_claim', 'six-figure']]);
    expect(kinds('Fire your boss this year.')).toEqual([['income_claim', 'Fire your boss']]);
  });

  it('leaves ordinary wellness writing and the standard disclaimers alone', () => {
    expect(checkCompliance('<p>Green tea supports your general well-being.</p><p>Try our spring recipes!</p>')).toEqual([]);
    expect(checkCompliance('These products are not intended to diagnose, treat, cure or prevent any disease.')).toEqual([]);
    expect(checkCompliance('Any income references are indicative only; no income is guaranteed.')).toEqual([]);
    expect(checkCompliance('We treat you like family. Get a free recipe book.')).toEqual([]);
  });

  it('reads subject and body, each flagged sentence once', () => {
    const warnings = checkCompliance('Cure diabetes today', '<p>Cure diabetes today</p><ul><li>Guaranteed profits for all</li></ul>');
    expect(warnings.map((w) => w.sentence)).toEqual(['Cure diabetes today', 'Guaranteed profits for all']);
  });

  it('turns HTML into sentences as a reader sees them', () => {
    expect(sentencesOf(readableText('<p>One &amp; two. Three?</p><p>Four</p>'))).toEqual(['One & two.', 'Three?', 'Four']);
  });
});

describe('compliance checker in every site language', () => {
  it('flags a Spanish income claim like an English one', () => {
    expect(kinds('Gana $5,000 al mes desde casa.')).toEqual([['income_claim', 'Gana $5,000 al mes']]);
    expect(kinds('Únete hoy y obtén ingresos garantizados.')).toEqual([['income_claim', 'ingresos garantizados']]);
    expect(kinds('Con este negocio vas a hacerte rico.')).toEqual([['income_claim', 'hacerte rico']]);
    expect(kinds('¡Deja tu trabajo este año!')).toEqual([['income_claim', 'Deja tu trabajo']]);
    expect(kinds('Crea ingresos pasivos para tu familia.')).toEqual([['income_claim', 'ingresos pasivos']]);
  });

  it('flags Spanish disease claims, not the Spanish disclaimers', () => {
    expect(kinds('Este té cura el cáncer.')).toEqual([['disease_claim', 'cura el cáncer']]);
    expect(kinds('Nuestro suplemento previene la diabetes tipo 2.')).toEqual([['disease_claim', 'previene la diabetes']]);
    expect(kinds('Mi artritis desapareció en un mes.')).toEqual([['disease_claim', 'artritis desapareció']]);
    expect(kinds('Se trata de una empresa familiar con productos naturales.')).toEqual([]);
  });

  it('flags French claims', () => {
    expect(kinds('Ce complément guérit le diabète.')).toEqual([['disease_claim', 'guérit le diabète']]);
    expect(kinds('Il prévient les maladies cardiaques.')).toEqual([['disease_claim', 'prévient les maladies cardiaques']]);
    expect(kinds('Gagnez 5 000 € par mois depuis chez vous.')).toEqual([['income_claim', 'Gagnez 5 000 € par mois']]);
    expect(kinds('Des revenus garantis dès le premier mois.')).toEqual([['income_claim', 'revenus garantis']]);
    expect(kinds('Quittez votre emploi dès demain.')).toEqual([['income_claim', 'Quittez votre emploi']]);
    expect(kinds('Avec nous, devenez riche !')).toEqual([['income_claim', 'devenez riche']]);
  });

  it('flags Traditional Chinese claims', () => {
    expect(kinds('這款茶可以治療糖尿病。')).toEqual([['disease_claim', '治療糖尿病']]);
    expect(kinds('每天喝一杯，預防癌症。')).toEqual([['disease_claim', '預防癌症']]);
    expect(kinds('加入我們，保證收入，月入十萬！')).toEqual([['income_claim', '保證收入']]);
    expect(kinds('輕鬆打造被動收入。')).toEqual([['income_claim', '被動收入']]);
  });

  it('flags Korean claims, not statements that deny them', () => {
    expect(kinds('이 제품은 암을 치료합니다.')).toEqual([['disease_claim', '암을 치료']]);
    expect(kinds('매일 드시면 고혈압 예방에 좋아요.')).toEqual([['disease_claim', '고혈압 예방']]);
    expect(kinds('한 달에 500만 원을 벌 수 있습니다.')).toEqual([['income_claim', '한 달에 500만 원을 벌']]);
    expect(kinds('수입을 보장해 드립니다.')).toEqual([['income_claim', '수입을 보장']]);
    expect(kinds('이제 직장을 그만두세요.')).toEqual([['income_claim', '직장을 그만두']]);
    expect(kinds('이 제품은 질병을 치료하기 위한 것이 아닙니다.')).toEqual([]);
  });

  it('flags Japanese claims, not statements that deny them', () => {
    expect(kinds('このお茶はがんを治します。')).toEqual([['disease_claim', 'がんを治し']]);
    expect(kinds('糖尿病の予防に効果があります。')).toEqual([['disease_claim', '糖尿病の予防']]);
    expect(kinds('月収100万円も夢ではありません！')).toEqual([['income_claim', '月収100万円']]);
    expect(kinds('収入を保証します。')).toEqual([['income_claim', '収入を保証']]);
    expect(kinds('不労所得で自由な生活を。')).toEqual([['income_claim', '不労所得']]);
    expect(kinds('この製品は病気の治療を目的としたものではありません。')).toEqual([]);
  });

  it('splits Chinese and Japanese sentences without spaces', () => {
    expect(sentencesOf('一。二！三？')).toEqual(['一。', '二！', '三？']);
  });

  it('passes the default disclaimers, the legal pages and the home page copy of every language', () => {
    for (const language of SITE_LANGUAGES) {
      const disclaimers = localizedDisclaimers(language, 'Acme Wellness');
      expect([language, checkCompliance(disclaimers.site, disclaimers.product, disclaimers.income)]).toEqual([language, []]);
      const copy = defaultCopy(language);
      const texts = Object.values(copy).map((text) => fillDefaultCopy(text, { company: 'Acme Wellness', siteName: 'Ana Wellness' }));
      expect([language, checkCompliance(...texts)]).toEqual([language, []]);
      for (const page of LEGAL_PAGES) {
        const legal = legalPageText(language, page, { siteName: 'Ana Wellness', companyName: 'Acme Wellness' });
        const text = legal.sections
          .flatMap((section) => [section.heading ?? '', ...section.paragraphs.map((p) => legalParagraphText(p, disclaimers))])
          .join('\n');
        expect([language, page, checkCompliance(legal.title, text)]).toEqual([language, page, []]);
      }
    }
  });
});
