import { Module } from '@nestjs/common';
import { ResourceAccess } from './resource-access.js';

/** The access policy for domain modules: import it and inject ResourceAccess. */
@Module({ providers: [ResourceAccess], exports: [ResourceAccess] })
export class PolicyModule {}
