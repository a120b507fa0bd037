import { jobIds, type AccountExportDocument } from '@matchbazaar/contracts';
import type { AccountExportStore } from '../../adapters/account-export-store.js';
import type { AccountMailQueue } from '../../adapters/notice-queues.js';
import type { JobHandler } from '../job-handler.js';

/**
 * `account.export` (docs/product/accounts.md, "Download my data"): gathers every section of the
 * account's records into one JSON file, stores it in the export row (so every BFF serves the same
 * bytes), then queues the mail with the download link. A re-run stores the file again and adds
 * no second mail (the mail's job id is the export's). Nothing is sent for an account erased or an
 * export swept meanwhile.
 */
export function accountExportHandler(deps: {
  store: Pick<AccountExportStore, 'accountOf' | 'sections' | 'saveFile'>;
  mail: AccountMailQueue;
  now?: () => Date;
}): JobHandler<'account', 'export'> {
  const now = deps.now ?? (() => new Date());
  return async ({ exportId, sealedToken }, job) => {
    const account = await deps.store.accountOf(exportId);
    if (!account) {
      job.logger.info({ exportId }, 'export or account gone; nothing to do');
      return;
    }
    const document: AccountExportDocument = {
      format: 'matchbazaar-account-export',
      version: 1,
      exportedAt: now().toISOString(),
      accountId: account.id,
      sections: await deps.store.sections(account),
    };
    const bytes = Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8');
    if (!(await deps.store.saveFile(exportId, bytes))) {
      job.logger.info({ exportId }, 'export gone before its file was stored; nothing to mail');
      return;
    }
    await deps.mail.accountLink(
      { kind: 'data-export', to: account.email, firstName: account.firstName, sealedToken },
      jobIds.accountExportMail(exportId),
    );
    job.logger.info({ exportId, bytes: bytes.length }, 'data export stored; mail queued');
  };
}
