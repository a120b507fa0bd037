import { HttpStatus, Injectable } from '@nestjs/common';
import {
  accessPolicy,
  messages,
  type ActionOn,
  type Actor,
  type ResourceKind,
  type ResourceRef,
} from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';

/** What a refused caller reads: the kind's "not found" text, and the 403 text where it has one. */
export interface Refusals {
  readonly notFound: string;
  readonly forbidden?: string;
}

/**
 * contracts' access policy on the server: services (and guards, once a route loads its resource
 * first) ask here before they act. A resource the caller may not even read answers 404 like a
 * missing one, so nobody learns which ids exist; one they may read but not change answers 403.
 */
@Injectable()
export class ResourceAccess {
  can<K extends ResourceKind>(
    actor: Actor,
    action: ActionOn<K>,
    resource: ResourceRef<K>,
  ): boolean {
    return accessPolicy.can(actor, action, resource);
  }

  /**
   * Throws 403 (`forbidden`, else the generic text) unless the actor may do `action` to a `kind`
   * at all, whoever owns it: a capability of the role (open a shop, moderate posts, list leads),
   * asked before any row is loaded.
   */
  requireCapability<K extends ResourceKind>(
    actor: Actor,
    action: ActionOn<K>,
    kind: K,
    forbidden: string = messages.permission.denied,
  ): void {
    if (!accessPolicy.can(actor, action, { kind, ownerIds: [] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, forbidden);
    }
  }

  /**
   * Returns `row` when the actor may do `action` to it (`describe` tells the policy its kind,
   * owners and state); throws 404 for a missing or hidden row, 403 for a visible one.
   */
  authorize<K extends ResourceKind, T>(
    actor: Actor,
    action: ActionOn<K>,
    row: T | null,
    describe: (row: T) => ResourceRef<K>,
    refusals: Refusals,
  ): T {
    const decision = row === null ? 'hidden' : accessPolicy.decide(actor, action, describe(row));
    if (decision === 'allowed' && row !== null) return row;
    if (decision === 'forbidden') {
      throw new ApiException(
        HttpStatus.FORBIDDEN,
        refusals.forbidden ?? messages.permission.denied,
      );
    }
    throw new ApiException(HttpStatus.NOT_FOUND, refusals.notFound);
  }
}
