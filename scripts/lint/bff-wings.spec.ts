import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import ts from 'typescript';
import { bffRepositoryOwners, bffWings, domainFolderOf, folderGraph } from './bff-wings.ts';
import { cycleComponents, importGraph } from './import-cycles.ts';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const src = '/repo/apps/bff/src';

tester.run('bff-wings', bffWings, {
  valid: [
    { filename: `${src}/identity/auth/a.ts`, code: "import { b } from '../../platform/common/b';" },
    {
      filename: `${src}/marketplace/orders/a.ts`,
      code: "import { c } from '../../identity/users/c';",
    },
    {
      filename: `${src}/administration/admin/a.ts`,
      code: "import { d } from '../../marketplace/x/d';",
    },
    { filename: `${src}/platform/realtime/a.ts`, code: "import { e } from '../common/e';" },
    { filename: `${src}/app.module.ts`, code: "import { f } from './administration/admin/f';" },
  ],
  invalid: [
    {
      filename: `${src}/platform/common/a.ts`,
      code: "import { g } from '../../identity/auth/g';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/marketplace/listings/a.ts`,
      code: "export { h } from '../../administration/audit/h';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/identity/users/a.ts`,
      code: "const i = import('../../marketplace/shops/i');",
      errors: [{ messageId: 'upward' }],
    },
  ],
});

tester.run('bff-shared-repositories', bffRepositoryOwners, {
  valid: [
    {
      filename: `${src}/marketplace/orders/orders.service.ts`,
      code: "import { OrdersRepository } from './orders.repository.js';",
    },
    {
      filename: `${src}/marketplace/orders/orders.service.ts`,
      code: "import { UsersRepository } from '../../identity/users/users.repository.js';",
    },
    {
      filename: `${src}/marketplace/orders/orders.service.ts`,
      code: "import { ListingsService } from '../listings/listings.service.js';",
    },
    {
      filename: `${src}/marketplace/orders/orders.int-spec.ts`,
      code: "import { NotificationsRepository } from '../notifications/notifications.repository.js';",
    },
  ],
  invalid: [
    {
      filename: `${src}/marketplace/proposals/proposals.service.ts`,
      code: "import { OrdersRepository } from '../orders/orders.repository.js';",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: `${src}/administration/admin/bull-board.ts`,
      code: "import { SessionsRepository } from '../../identity/auth/sessions.repository.js';",
      errors: [{ messageId: 'foreign' }],
    },
  ],
});

const dir = mkdtempSync(path.join(tmpdir(), 'bff-folders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A program over small files under a temporary apps/bff/src: relative name -> source. */
function programOf(files: Record<string, string>): ts.Program {
  const names = Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, 'apps/bff/src', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
  return ts.createProgram(names, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
  });
}

describe('the BFF folder-loop rule', () => {
  it('names domain folders by wing, and leaves tests and the root out', () => {
    expect(domainFolderOf('/r/apps/bff/src/marketplace/orders/orders.service.ts')).toBe(
      'marketplace/orders',
    );
    expect(domainFolderOf('/r/apps/bff/src/marketplace/orders/orders.int-spec.ts')).toBeNull();
    expect(domainFolderOf('/r/apps/bff/src/app.module.ts')).toBeNull();
    expect(domainFolderOf('/r/apps/bff/src/testing/kit.ts')).toBeNull();
  });

  it('finds two folders that import each other through different files, not one that only imports', () => {
    const folders = folderGraph(
      importGraph(
        programOf({
          'marketplace/orders/orders.service.ts':
            "import { total } from '../proposals/total';\nexport const place = total;\n",
          'marketplace/proposals/total.ts': 'export const total = 1;\n',
          'marketplace/proposals/proposals.service.ts':
            "import { place } from '../orders/orders.service';\nexport const accept = place;\n",
          'marketplace/ledger/ledger.ts':
            "import { place } from '../orders/orders.service';\nexport const book = place;\n",
        }),
      ),
    );
    const loops = cycleComponents(folders);
    expect(loops.get('marketplace/orders')).toBeDefined();
    expect(loops.get('marketplace/orders')).toBe(loops.get('marketplace/proposals'));
    expect(loops.has('marketplace/ledger')).toBe(false);
  });
});
