import { describe, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { featureBoundaries } from './feature-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const src = '/repo/apps/web/src';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: `${src}/features/home/page.tsx`, code: "import { a } from './sections/a';" },
    { filename: `${src}/features/home/page.tsx`, code: "import { b } from '../../components/b';" },
    { filename: `${src}/features/home/page.tsx`, code: "import { c } from '../../lib/c';" },
    { filename: `${src}/components/card.tsx`, code: "import { d } from './price';" },
    { filename: `${src}/components/card.tsx`, code: "import { e } from '../lib/e';" },
    { filename: `${src}/app/router.tsx`, code: "const f = import('../features/home/page');" },
    { filename: `${src}/app/router.tsx`, code: "import { g } from '../components/g';" },
    { filename: `${src}/app/router.tsx`, code: "import { g } from '../lib/session/g';" },
    { filename: `${src}/lib/realtime/hub.ts`, code: "import { m } from '../session/m';" },
    { filename: `${src}/lib/session/api.ts`, code: "import { n } from '../local-storage';" },
    {
      filename: `${src}/features/orders/page.tsx`,
      code: "import { o } from '../../lib/server-state/o';",
    },
  ],
  invalid: [
    {
      filename: `${src}/features/home/page.tsx`,
      code: "import { h } from '../account/h';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: `${src}/features/home/page.tsx`,
      code: "import { i } from '../../app/inspector';",
      errors: [{ messageId: 'featureImportsApp' }],
    },
    {
      filename: `${src}/components/card.tsx`,
      code: "import { j } from '../features/home/j';",
      errors: [{ messageId: 'sharedImportsUpward' }],
    },
    {
      filename: `${src}/lib/session/api.ts`,
      code: "const k = import('../../app/router');",
      errors: [{ messageId: 'sharedImportsUpward' }],
    },
    {
      filename: `${src}/lib/format.ts`,
      code: "export { l } from '../features/home/l';",
      errors: [{ messageId: 'sharedImportsUpward' }],
    },
    {
      filename: `${src}/lib/realtime/hub.ts`,
      code: "import { p } from '../../features/inbox/p';",
      errors: [{ messageId: 'sharedImportsUpward' }],
    },
    {
      filename: `${src}/lib/session/api.ts`,
      code: "import { q } from '../../components/status-alert';",
      errors: [{ messageId: 'libImportsComponents' }],
    },
    {
      filename: `${src}/features/orders/page.tsx`,
      code: "import { r } from '../reviews/r';",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});
