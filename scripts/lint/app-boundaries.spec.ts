import { describe, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { appBoundaries } from './app-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2024, sourceType: 'module', parser: tseslint.parser },
});
const bff = '/repo/apps/bff/src/marketplace/matching';

tester.run('app-boundaries', appBoundaries, {
  valid: [
    { filename: `${bff}/matching.int-spec.ts`, code: "import { a } from '../../testing/a.js';" },
    {
      filename: `${bff}/matching.int-spec.ts`,
      code: "import { b } from '../../../../../scripts/system/worker-process.ts';",
    },
    { filename: `${bff}/matching.service.ts`, code: "import { c } from '@matchbazaar/db-schema';" },
    {
      filename: '/repo/tests/integration/cluster.int-spec.ts',
      code: "import { d } from '../../apps/worker/src/worker-app.js';",
    },
    {
      filename: '/repo/libs/db-schema/src/index.ts',
      code: "import { e } from '../../contracts/src/e.js';",
    },
  ],
  invalid: [
    {
      filename: `${bff}/matching.int-spec.ts`,
      code: "import type { WorkerApp } from '../../../../worker/src/worker-app.js';",
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/apps/bff/src/testing/worker-beside.ts',
      code: "export { f } from '../../../worker/src/f.js';",
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/apps/worker/src/worker-app.int-spec.ts',
      code: "const g = await import('../../mail-sink/src/index.js');",
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/apps/web/src/app/x.ts',
      code: "import { h } from '../../../../apps/bff/src/h.js';",
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: '/repo/apps/bff/src/main.ts',
      code: "import { i } from '@matchbazaar/worker';",
      errors: [{ messageId: 'otherApp' }],
    },
    {
      filename: `${bff}/matching.int-spec.ts`,
      code: "type J = typeof import('../../../../worker/src/j.js');",
      errors: [{ messageId: 'otherApp' }],
    },
  ],
});
