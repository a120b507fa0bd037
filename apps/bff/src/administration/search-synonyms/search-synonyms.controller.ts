import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  messages,
  synonymSetAnswerSchema,
  synonymSetIdSchema,
  synonymSetInputSchema,
  synonymSetsAnswerSchema,
  synonymSetsQuerySchema,
  type SynonymSetAnswer,
  type SynonymSetInput,
  type SynonymSetsAnswer,
  type SynonymSetsQuery,
} from '@matchbazaar/contracts';
import { AdminOnly } from '../admin/admin-only.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { SearchSynonymsService } from './search-synonyms.service.js';

const m = messages.searchAnalytics.synonyms;
/** A set is named by any of its words (the answer's `id` is its first); others are 404. */
const SetId = () => FoundById(synonymSetIdSchema, m.setNotFound);

/** The search's synonym sets, a section of System Settings (admins only): thin routes. */
@AdminOnly()
@Controller('v1/admin/settings/synonyms')
export class SearchSynonymsController {
  constructor(private readonly synonyms: SearchSynonymsService) {}

  @Get()
  @ApiOperation({ summary: 'Admin: the search synonym sets, those with a word containing q' })
  @Answers(synonymSetsAnswerSchema)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(synonymSetsQuerySchema) query: SynonymSetsQuery,
  ): Promise<SynonymSetsAnswer> {
    return answered(await this.synonyms.list(caller, query.q), m.setsLoaded);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Admin: add a synonym set (2-20 words, each 1-3 words); audited, in force at once',
    description: '409 when a word is in another set already (a word belongs to one set).',
  })
  @Answers(synonymSetAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(HttpStatus.CONFLICT)
  async create(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(synonymSetInputSchema) body: SynonymSetInput,
  ): Promise<SynonymSetAnswer> {
    return answered({ set: await this.synonyms.create(caller, body) }, m.setSaved);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Admin: replace the words of a synonym set; audited, in force at once' })
  @Answers(synonymSetAnswerSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @SetId() id: string,
    @ZodBody(synonymSetInputSchema) body: SynonymSetInput,
  ): Promise<SynonymSetAnswer> {
    return answered({ set: await this.synonyms.update(caller, id, body) }, m.setSaved);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Admin: delete a synonym set; audited, in force at once' })
  @Answers(doneAnswerSchema)
  async remove(@CurrentUser() caller: AccessTokenIdentity, @SetId() id: string) {
    await this.synonyms.remove(caller, id);
    return done(m.setDeleted);
  }
}
