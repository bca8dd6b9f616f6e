/**
 * Queries whose fragments fan out: each fragment spreads the one before it twice, so a kilobyte of text
 * stands for 2^level selections. The tests and the bench send them to show that the limits refuse them in
 * about the time it takes to read them.
 */
export function fanOutQuery(level: number, disguised = false): string {
  const spread = (i: number) => (disguised ? `... on ScheduleItem { ...F${i} }` : `...F${i}`);
  const fragments = ['fragment F0 on ScheduleItem { __typename }'];
  for (let i = 1; i <= level; i++)
    fragments.push(`fragment F${i} on ScheduleItem { ${spread(i - 1)} ${spread(i - 1)} }`);
  return `{ getCurrentShows { ...F${level} } }\n${fragments.join('\n')}`;
}
