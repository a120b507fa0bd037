import { describe, expect, it } from '@jest/globals';
import { accountExportDocumentSchema, type AccountLinkMail } from '@matchbazaar/contracts';
import { pino } from 'pino';
import type { ExportedAccount } from '../../adapters/account-export-store.js';
import type { JobContext } from '../job-handler.js';
import { accountExportHandler } from './export.handler.js';

const job: JobContext = {
  queue: 'account',
  name: 'export',
  id: 'data-export-e1',
  attemptsMade: 0,
  maxAttempts: 5,
  logger: pino({ level: 'silent' }),
};
const exportId = '9b2f6f0e-3c1d-4f5a-8e7b-0a1b2c3d4e5f';
const ada: ExportedAccount = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', phone: null };

/** The store's rules in memory: one export row of `account`, gone once `erased`. */
function setup(account: ExportedAccount | undefined, options: { erasedOnSave?: boolean } = {}) {
  const files: Buffer[] = [];
  const mails: { mail: AccountLinkMail; jobId: string }[] = [];
  const handler = accountExportHandler({
    store: {
      accountOf: () => Promise.resolve(account),
      sections: () => Promise.resolve({ profile: { email: account?.email }, listings: [] }),
      saveFile: (_id, bytes) => {
        files.push(bytes);
        return Promise.resolve(!options.erasedOnSave);
      },
    },
    mail: {
      accountLink: (mail, jobId) => {
        mails.push({ mail, jobId });
        return Promise.resolve();
      },
    },
    now: () => new Date('2026-11-27T10:00:00Z'),
  });
  return { run: () => handler({ exportId, sealedToken: 'sealed' }, job), files, mails };
}

describe('account.export', () => {
  it('stores the JSON file, then queues the link mail under the export id with the sealed token', async () => {
    const { run, files, mails } = setup(ada);
    await run();
    const document = accountExportDocumentSchema.parse(JSON.parse(files[0]!.toString('utf8')));
    expect(document).toEqual({
      format: 'matchbazaar-account-export',
      version: 1,
      exportedAt: '2026-11-27T10:00:00.000Z',
      accountId: 'u1',
      sections: { profile: { email: 'ada@example.com' }, listings: [] },
    });
    expect(mails).toEqual([
      {
        mail: {
          kind: 'data-export',
          to: 'ada@example.com',
          firstName: 'Ada',
          sealedToken: 'sealed',
        },
        jobId: `data-export-mail-${exportId}`,
      },
    ]);
  });

  it('a re-run stores the file again under the same mail job id (one mail)', async () => {
    const { run, files, mails } = setup(ada);
    await run();
    await run();
    expect(files).toHaveLength(2);
    expect(new Set(mails.map((m) => m.jobId)).size).toBe(1);
  });

  it('does nothing for an export or account that is gone, and mails nothing when it went meanwhile', async () => {
    const gone = setup(undefined);
    await gone.run();
    expect([gone.files, gone.mails]).toEqual([[], []]);
    const meanwhile = setup(ada, { erasedOnSave: true });
    await meanwhile.run();
    expect(meanwhile.mails).toEqual([]);
  });
});
