import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { apiErrorSchema } from '@matchbazaar/contracts';
import { toOpenApiSchema } from '../common/json-schema.js';

export const DOCS_PATH = 'api/docs';

/** OpenAPI at /api/docs (Swagger UI) and /api/docs-json; request and response schemas come from zod. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('MatchBazaar API')
    .setDescription(
      'REST API of the MatchBazaar BFF. Every failing call answers `{ success: false, message, errors: [{ path, msg }] }` (ApiError).',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ApiError: toOpenApiSchema(apiErrorSchema) },
  };
  SwaggerModule.setup(DOCS_PATH, app, document, {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
    useGlobalPrefix: false,
  });
}
