import { Module, type DynamicModule } from '@nestjs/common';
import type { EntityClass, EntitySchema } from '@mikro-orm/postgresql';
import { SeedRun } from './seed-run.entity.js';

type Entity = EntityClass<object> | EntitySchema;

/** Filled as the domain modules' files load; database/ itself knows only its own SeedRun. */
const registered = new Set<Entity>([SeedRun]);

/** Every entity registered so far: all of them once the app's modules are imported. */
export function registeredEntities(): Entity[] {
  return [...registered];
}

@Module({})
class EntitiesFeature {}

/**
 * A domain module declares its tables where it declares everything else:
 * `@Module({ imports: [entitiesOf(SupportTicket)] })`. The decorator runs when the module's file
 * loads, before MikroORM starts, so the ORM sees every domain's entities without database/
 * importing any domain.
 */
export function entitiesOf(...entities: Entity[]): DynamicModule {
  for (const entity of entities) registered.add(entity);
  return { module: EntitiesFeature };
}
