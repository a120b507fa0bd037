/** "1 listing", "2 listings", "1,250 offers": a count that agrees in number with its noun. */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
