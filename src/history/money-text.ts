// History's money: always to the cent ("4.90", never "4.9"), grouped as the person's locale writes it.
const money = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1,234.50" in an English locale; "—" when there is no figure. */
export const moneyText = (n: number | undefined) => (n === undefined ? '—' : money.format(n));
