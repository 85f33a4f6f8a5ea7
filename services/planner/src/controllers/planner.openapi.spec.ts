import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { buildOpenApiDocument } from '@site/platform';
import { PlannerRunner } from '../services/planner-runner.service';
import { TimelineService } from '../services/timeline.service';
import { PlannerController } from './planner.controller';

@Module({
  controllers: [PlannerController],
  providers: [
    { provide: PlannerRunner, useValue: {} },
    { provide: TimelineService, useValue: {} },
  ],
})
class DocumentedPlannerModule {}

type Schema = { properties?: Record<string, Schema>; items?: Schema; $ref?: string };
type Document = {
  paths: Record<
    string,
    { post: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }
  >;
  components: { schemas: Record<string, Schema> };
};

describe('the planner OpenAPI document', () => {
  let document: Document;

  beforeAll(async () => {
    const app = await NestFactory.create(DocumentedPlannerModule, { logger: false });
    document = buildOpenApiDocument(app, 'planner', DocumentedPlannerModule) as unknown as Document;
    await app.close();
  });

  const responseSchema = (path: string): Schema => {
    const schema = document.paths[path]!.post.responses['200']!.content['application/json']!.schema;
    return schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;
  };
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;

  it('describes a recommendation, with the fields added for the interface', () => {
    const recommendations = responseSchema('/api/plan_study_abroad').properties!.recommendations!;
    const recommendation = resolve(recommendations.items!);
    expect(Object.keys(recommendation.properties!)).toEqual(
      expect.arrayContaining([
        'country',
        'link',
        'match_score',
        'city_id',
        'city_names',
        'visa_kind',
        'visa_needed',
        'link_kind',
        'criteria',
      ]),
    );
  });

  it('describes the university details, text and facts', () => {
    expect(Object.keys(responseSchema('/api/university_details').properties!)).toEqual([
      'content',
      'language',
      'details',
    ]);
  });
});
