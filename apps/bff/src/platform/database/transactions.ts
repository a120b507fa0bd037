import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * One transaction around several repositories' writes (an admin's change and its audit entry):
 * inside `run`, every repository that writes through the injected EntityManager (not a fork of
 * its own) joins the transaction, so the change and its record commit or roll back together.
 */
@Injectable()
export class Transactions {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
