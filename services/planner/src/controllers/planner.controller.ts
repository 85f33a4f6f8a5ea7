import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@site/platform';
import type { Response } from 'express';
import {
  PlanResponseDto,
  ProfileRequestDto,
  TemplateParamsDto,
  TemplateQueryDto,
  TimelineRequestDto,
  UniversityDetailsRequestDto,
  UniversityDetailsResponseDto,
} from '../dtos/planner.dto';
import { PlannerRunner } from '../services/planner-runner.service';
import type { PlanResponse } from '../services/study-planner.service';
import { TimelineService, UniversityDetails } from '../services/timeline.service';
import type { Insights } from '../understanding/insights';
import type { Timeline } from '../timeline/timeline.builder';

/** Public planner routes: matching, understanding, timeline, university details and templates. */
@Public()
@ApiTags('planner')
@Controller('api')
export class PlannerController {
  constructor(
    private readonly planner: PlannerRunner,
    private readonly timelines: TimelineService,
  ) {}

  @Post('plan_study_abroad')
  @HttpCode(200)
  @ApiOperation({ summary: 'Up to 6 programs matching a free-text profile, with reasons' })
  @ApiOkResponse({ type: PlanResponseDto })
  plan(@Body() body: ProfileRequestDto): Promise<PlanResponse> {
    return this.planner.plan(body.description, body.language);
  }

  @Post('extract_user_insights')
  @HttpCode(200)
  @ApiOperation({ summary: 'Criteria and goals understood from a free-text profile, in its language' })
  insights(@Body() body: ProfileRequestDto): Promise<Insights> {
    return this.planner.insights(body.description, body.language);
  }

  @Post('study_abroad_timeline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Timeline, costs, resources, scholarships and templates for a program' })
  timeline(@Body() body: TimelineRequestDto): Timeline {
    return this.timelines.timeline(body.country, body.program, body.program_id, body.citizenship);
  }

  @Post('university_details')
  @HttpCode(200)
  @ApiOperation({ summary: 'Courses, faculty, admissions or facilities of a university' })
  @ApiOkResponse({ type: UniversityDetailsResponseDto })
  universityDetails(@Body() body: UniversityDetailsRequestDto): UniversityDetails {
    return this.timelines.universityDetails(
      body.detailType,
      body.university,
      body.country,
      body.program,
      body.program_id,
    );
  }

  @Get('study_abroad_templates/:kind')
  @ApiOperation({ summary: 'An application template for a program, as a plain-text document' })
  template(
    @Param() params: TemplateParamsDto,
    @Query() query: TemplateQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): string {
    const { fileName, text } = this.timelines.template(params.kind, query.program_id);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    return text;
  }
}
