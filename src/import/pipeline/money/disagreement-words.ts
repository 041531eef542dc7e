// Where an order's figures disagree with the file's, in words: the error the order shows and
// the short detail its problem group gives as an example.
import type { Reconciliation } from './money';

/** An amount in major units, to the cent, as the import's messages write it. */
export const money2 = (n: number) => n.toFixed(2);

export function disagreementInWords(rec: Extract<Reconciliation, { ok: false }>): {
  text: string;
  detail: string;
} {
  const both = `${money2(rec.productsTotal)} vs ${money2(rec.fileFigure)}`;
  switch (rec.against) {
    case 'subtotal':
      return {
        text: `The lines add up to ${money2(rec.productsTotal)}; the file’s subtotal is ${money2(rec.fileFigure)}.`,
        detail: both,
      };
    case 'amount-subtotal':
      return {
        text: `The order’s amount less shipping and tax is ${money2(rec.productsTotal)}; the file’s subtotal is ${money2(rec.fileFigure)}.`,
        detail: both,
      };
    case 'rates':
      return {
        text: `The lines’ tax rates give ${money2(rec.productsTotal)} of tax; the file’s order tax (less any on shipping) is ${money2(rec.fileFigure)}.`,
        detail: both,
      };
    case 'some-rates':
      return {
        text: 'Some lines give a tax rate and others none: the tax of those without cannot be told.',
        detail: 'a line without a tax rate',
      };
    case 'line-amount':
      return {
        text: `Product ${String(rec.line)} gives no subtotal or total while the order’s other lines do: its amount cannot be told.`,
        detail: 'a line without its amount',
      };
    case 'total':
    case 'negative':
      return {
        text: `The products add up to ${money2(rec.productsTotal)}; the file’s order total less shipping and duties is ${money2(rec.fileFigure)}.`,
        detail: both,
      };
  }
}
