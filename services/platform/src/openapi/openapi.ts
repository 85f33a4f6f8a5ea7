import type { INestApplication, Type } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';

/** The OpenAPI document of one service's HTTP routes (zod DTOs included). */
export function buildOpenApiDocument(
  app: INestApplication,
  title: string,
  module: Type<unknown>,
): OpenAPIObject {
  const config = new DocumentBuilder().setTitle(title).setVersion('0.1.0').addBearerAuth().build();
  return cleanupOpenApiDoc(SwaggerModule.createDocument(app, config, { include: [module] }));
}

export function serveOpenApiDocument(app: INestApplication, path: string, document: OpenAPIObject): void {
  app.getHttpAdapter().get(path, (_req: unknown, res: { json(body: unknown): void }) => res.json(document));
}
