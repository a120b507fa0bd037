// Queries of the kind 'should-find-nothing', graded by reading the demo catalogue (see docs/benchmarks/search-quality.md).
// Each judged listing: [index in buildDemoCatalogue's listings, its title, grade 3 | 2 | 1].
import type { LabeledQuery } from '../labeled-query.ts';

export const shouldFindNothingQueries: LabeledQuery[] = [
  {
    q: 'geyser',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'organic honey',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'mixer grinder',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'tiffin service',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'saffron',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'wedding photographer',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'goat',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'ceiling fan',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'water purifier',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'cricket match tickets',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'microwave oven',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'auto rickshaw',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'dentist',
    kind: 'should-find-nothing',
    judged: [],
  },
  {
    q: 'wedding hall',
    kind: 'should-find-nothing',
    judged: [],
  },
];
