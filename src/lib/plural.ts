/** "1 order", "1,234 orders": a count in the person's number format, with its noun. */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;
