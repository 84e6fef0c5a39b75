import { pricingRuleCategoryValues } from '@agrihub/shared';
import { QUICK_RULES } from '../constants';

/** The rule categories a text names, singular or plural ("fertilizer orders", "seeds", "organic products"). */
function categoriesNamed(text: string): string[] {
  return pricingRuleCategoryValues.filter((category) => new RegExp(`\\b${category.toLowerCase().replace(/s$/, '')}`, 'i').test(text));
}

/** What a button's description promises: "<discount>% off <category> ... <minimum>+ <unit>". */
function advertised(description: string) {
  const discount = /(\d+(?:\.\d+)?)% off\b/.exec(description)?.[1];
  const minimum = /(\d+)\+/.exec(description)?.[1];
  const numbers = description.match(/\d+(?:\.\d+)?/g) ?? [];
  return { discount, minimum, numbers, categories: categoriesNamed(description) };
}

describe('Quick Rule Creation fills in what each button says', () => {
  it.each(QUICK_RULES.map((quick) => [quick.label, quick] as const))('%s', (_label, quick) => {
    const values = quick.values();
    const promise = advertised(quick.description);
    expect(promise.discount).toBeDefined();
    expect(Number(promise.discount)).toBe(Number(values.discount));
    // A description that names no minimum promises the discount on any quantity.
    expect(Number(promise.minimum ?? 1)).toBe(Number(values.minQuantity));
    // No other number: each one in the text is the discount or the minimum.
    expect(promise.numbers.filter((n) => n !== promise.discount && n !== promise.minimum)).toEqual([]);
    // The rule's category, and only it, is the one the text names.
    expect(promise.categories).toEqual([values.category]);
  });

  it('the description parser reads a mismatch as one', () => {
    expect(advertised('10% off fertilizer orders of 100+ bags')).toEqual({
      discount: '10',
      minimum: '100',
      numbers: ['10', '100'],
      categories: ['Fertilizers'],
    });
    expect(advertised('5% off for repeat retailers').categories).toEqual([]);
    expect(advertised('12% off organic products and tools').categories).toEqual(['Tools', 'Organic Products']);
  });
});
