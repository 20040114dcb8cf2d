import { ES } from '../../src/i18n/es/catalog';

/**
 * One Spanish word for one thing (issue 48's review in Spanish, decision 337). Each row: the English words that name the
 * thing, the one Spanish term every translation of them uses, and the words a translation used for it before.
 */
const TERMS = [
  {
    thing: 'the soft credit check',
    english: /soft credit|soft check/i,
    spanish: 'consulta de crédito preliminar',
    not: /consulta(?: de crédito)? (?:blanda|suave)|soft (?:credit|pull)/i,
  },
  {
    thing: 'the hard credit check',
    english: /hard credit|hard pull|full credit check/i,
    spanish: 'consulta de crédito completa',
    not: /consulta(?: de crédito)? (?:rigurosa|dura)|hard (?:credit|pull)/i,
  },
  { thing: 'the appraiser', english: /appraiser|valuer/i, spanish: 'valuador', not: /tasador/i },
] as const;

const entries = Object.entries(ES);

describe('Spanish terms', () => {
  it.each(TERMS)('names $thing with one term', ({ english, spanish, not }) => {
    const naming = entries.filter(([id]) => english.test(id));
    expect(naming.length).toBeGreaterThan(0);
    expect(naming.filter(([, text]) => !text.toLowerCase().includes(spanish))).toEqual([]);
    expect(entries.filter(([, text]) => not.test(text))).toEqual([]);
  });

  it("names the line's monthly payment as the offer screen does, and an amount 'monto'", () => {
    const linePayment = [
      'Monthly payment',
      'Monthly payment with autopay',
      'Monthly payment without autopay',
      'See your offers right away: the amount, rate and monthly payment of each.',
      'Part of {step}: your documents say how you will make your monthly payments.',
    ] as const;
    expect(linePayment.filter((id) => !/cuotas? mensual(es)?/i.test(ES[id]))).toEqual([]);
    expect(entries.filter(([, text]) => /\bimportes?\b/i.test(text))).toEqual([]);
  });

  it('says the rate type once beside the word Tasa (the review and the sidebar label the row "Tasa")', () => {
    const rateTypes = ['{rate} fixed', '{rate} variable'] as const;
    expect(rateTypes.map((id) => ES[id])).toEqual(['{rate} fija', '{rate} variable']);
  });
});
