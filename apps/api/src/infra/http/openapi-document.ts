import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '@ds/config';
import { ErrorAnswer } from './common-answers.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/**
 * The OpenAPI document the app serves at /api/docs-json. `npm run contract` builds it through this same
 * function and generates the web's API types from it (docs/architecture.md "API contract").
 */
export function buildOpenApiDocument(app: INestApplication, config: Pick<AppConfig, 'PLATFORM_NAME'>): OpenAPIObject {
  const documentConfig = new DocumentBuilder()
    .setTitle(`${config.PLATFORM_NAME} API`)
    .setDescription('Public storefront, distributor back office and super-admin API. Errors are `{ message, details?, code? }`.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, documentConfig, { extraModels: [ErrorAnswer] });
  return referenceErrorAnswer(describeNullableStrings(document));
}

/**
 * Properties declared `string | null` in a DTO reach Swagger's reflection as `Object`, so the document
 * would call them objects. No DTO property is a free object without its own `properties`, so such a
 * property is documented as what it is: a nullable string (the web contract and the fuzz suite read it).
 * Answer classes state their types explicitly (answer-properties.ts); an open object says
 * `additionalProperties`, so it is left alone.
 */
function describeNullableStrings(document: OpenAPIObject): OpenAPIObject {
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    if (!('properties' in schema) || !schema.properties) continue;
    for (const property of Object.values(schema.properties)) {
      if ('$ref' in property || property.allOf || property.oneOf || property.anyOf) continue;
      if (property.type === 'object' && !property.properties && property.additionalProperties === undefined) {
        property.type = 'string';
        property.nullable = true;
      }
    }
  }
  return document;
}

/**
 * Every failure has one body, `ErrorAnswer`: each operation's documented 4xx/5xx answers reference it
 * (unless they name a richer one, like the settings' field list), and a `default` answer says so for the
 * failures an operation does not list.
 */
function referenceErrorAnswer(document: OpenAPIObject): OpenAPIObject {
  const errorBody = { 'application/json': { schema: { $ref: getSchemaPath(ErrorAnswer) } } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400 && response && !('$ref' in response) && !response.content) response.content = errorBody;
      }
      operation.responses.default = { description: 'Any failure: `{ message, code?, details? }`', content: errorBody };
    }
  }
  return document;
}
