import { Module } from '@nestjs/common';
import { SeedRegistry, seedOrder } from '../../platform/database/seed-registry.js';
import { demoCatalogueSeeds } from './demo-catalogue.seeds.js';

/**
 * The demo catalogue's run-once seed. Imported only when DEMO_CATALOGUE is on (`npm start`, the
 * end-to-end run); its entities are registered by the catalogue's own modules.
 */
@Module({})
export class DemoCatalogueModule {
  constructor(seeds: SeedRegistry) {
    seeds.register(seedOrder.demoCatalogue, demoCatalogueSeeds());
  }
}
