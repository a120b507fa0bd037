import { Module } from '@nestjs/common';
import { MatchOutcomes } from './match-outcomes.js';

/** Recording what followed a match, for the modules where it happens (proposals, inquiries). */
@Module({ providers: [MatchOutcomes], exports: [MatchOutcomes] })
export class MatchOutcomesModule {}
