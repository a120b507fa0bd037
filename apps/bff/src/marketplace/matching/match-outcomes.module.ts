import { Module } from '@nestjs/common';
import { MatchOutcomes } from './match-outcomes.js';
import { MatchesRepository } from './matches.repository.js';

/**
 * Recording what followed a match, for the modules where it happens (proposals, inquiries,
 * orders). It provides its own MatchesRepository (which holds no state), so recording an outcome
 * does not pull in the matching API's module.
 */
@Module({ providers: [MatchOutcomes, MatchesRepository], exports: [MatchOutcomes] })
export class MatchOutcomesModule {}
