import { Module } from '@nestjs/common';
import { ListingVisits } from './listing-visits.js';
import { ListingVisitsRepository } from './listing-visits.repository.js';

/** Records listing views for the seller analytics; the listings module's page calls it. */
@Module({
  providers: [ListingVisits, ListingVisitsRepository],
  exports: [ListingVisits],
})
export class ListingVisitsModule {}
