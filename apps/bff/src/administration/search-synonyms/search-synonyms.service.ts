import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  synonymLimits,
  synonymsSettingKey,
  type Actor,
  type SynonymSet,
  type SynonymSetInput,
} from '@matchbazaar/contracts';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { Transactions } from '../../platform/database/transactions.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { SettingsChanges } from '../../platform/settings/settings-changes.js';
import { synonymSetsOf } from './search-synonym-sets.js';
import { SearchSynonymsRepository } from './search-synonyms.repository.js';

type Caller = NonNullable<Actor>;
const m = messages.searchAnalytics.synonyms;
// Synonyms are a part of System Settings: the same rows of the one access policy.
const settingsResource = { kind: 'systemSettings', ownerIds: [] } as const;
const auditTarget = { kind: 'setting', id: synonymsSettingKey } as const;

/**
 * The search's synonym sets in System Settings (docs/product/search-understanding.md,
 * "Synonyms"): listed and searched, added, changed and deleted by admins. A word belongs to one
 * set: one already in another set is refused (409), naming that set, since two sets sharing a
 * word would search as one. Each change and its audit entry (the set's words before and after)
 * commit together, and every BFF is told at once, as a setting's change is (decision 0012): the
 * next search there reads the synonyms again.
 */
@Injectable()
export class SearchSynonymsService {
  constructor(
    private readonly rows: SearchSynonymsRepository,
    private readonly audit: AuditLog,
    private readonly transactions: Transactions,
    private readonly changes: SettingsChanges,
    private readonly access: ResourceAccess,
  ) {}

  /** The sets with a word containing `q` (all without), the first 200 of them, and how many. */
  async list(caller: Caller, q?: string): Promise<{ sets: SynonymSet[]; total: number }> {
    this.assert(caller, 'read');
    const all = synonymSetsOf(await this.rows.rows());
    const found = q ? all.filter((set) => set.terms.some((term) => term.includes(q))) : all;
    return { sets: found.slice(0, synonymLimits.listed), total: found.length };
  }

  async create(caller: Caller, input: SynonymSetInput): Promise<SynonymSet> {
    return this.write(caller, null, input.terms);
  }

  async update(caller: Caller, id: string, input: SynonymSetInput): Promise<SynonymSet> {
    return this.write(caller, id, input.terms);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.write(caller, id, []);
  }

  /** Replaces the set `id` (null: a new set) by `terms` (none: deletes it). */
  private async write(
    caller: Caller,
    id: string | null,
    terms: readonly string[],
  ): Promise<SynonymSet> {
    this.assert(caller, 'update');
    const saved = await this.transactions.run(async () => {
      await this.rows.lock();
      const sets = synonymSetsOf(await this.rows.rows());
      const before = id === null ? null : sets.find((set) => set.terms.includes(id));
      if (before === undefined) throw new ApiException(HttpStatus.NOT_FOUND, m.setNotFound);
      const errors = terms.flatMap((term, i) => {
        const other = sets.find((set) => set !== before && set.terms.includes(term));
        return other
          ? [{ path: `terms.${i}`, msg: m.termInOtherSet(term, other.terms.join(', ')) }]
          : [];
      });
      if (errors.length > 0) throw new ApiException(HttpStatus.CONFLICT, errors[0]!.msg, errors);
      await this.rows.replace(before?.terms ?? [], terms);
      await this.audit.record(
        caller,
        'setting.changed',
        auditTarget,
        before ? { terms: before.terms } : null,
        terms.length > 0 ? { terms: [...terms].sort() } : null,
      );
      const sorted = [...terms].sort();
      return { id: sorted[0] ?? '', terms: sorted };
    });
    await this.changes.announce(synonymsSettingKey);
    return saved;
  }

  private assert(caller: Caller, action: 'read' | 'update'): void {
    if (!this.access.can(caller, action, settingsResource))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
  }
}
