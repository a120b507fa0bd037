/** Spans of time as every countdown on the site says them ("2 days 3 h", "5 h 12 min"). */
export const timeMessages = {
  days: (d: number) => `${d} ${d === 1 ? 'day' : 'days'}`,
  hours: (h: number) => `${h} h`,
  minutes: (m: number) => `${m} min`,
} as const;
