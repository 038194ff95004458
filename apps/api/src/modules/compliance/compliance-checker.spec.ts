import { describe, expect, it } from '@jest/globals';
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
