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
      filename: `${src}/components/session/api.ts`,
      code: "const k = import('../../app/router');",
      errors: [{ messageId: 'sharedImportsUpward' }],
    },
    {
      filename: `${src}/lib/format.ts`,
      code: "export { l } from '../features/home/l';",
      errors: [{ messageId: 'sharedImportsUpward' }],
    },
  ],
});
