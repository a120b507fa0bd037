import { defineEntity, p } from '@mikro-orm/postgresql';

/** A named seed that has run: seeds run once per database, however many BFFs start. */
export const SeedRunSchema = defineEntity({
  name: 'SeedRun',
  tableName: 'seed_run',
  properties: {
    name: p.string().length(200).primary(),
    ranAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SeedRun extends SeedRunSchema.class {}
SeedRunSchema.setClass(SeedRun);
