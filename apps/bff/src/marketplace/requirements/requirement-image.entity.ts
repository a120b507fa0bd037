import { defineEntity, p } from '@mikro-orm/postgresql';

/** A requirement's photo at a position (0 is the cover). */
export const RequirementImageSchema = defineEntity({
  name: 'RequirementImage',
  tableName: 'requirement_image',
  properties: {
    requirementId: p.uuid().primary(),
    position: p.smallint().primary(),
    imageId: p.uuid(),
  },
});

export class RequirementImage extends RequirementImageSchema.class {}
RequirementImageSchema.setClass(RequirementImage);
