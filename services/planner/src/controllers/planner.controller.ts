import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotImplementedYetException, Public } from '@site/platform';

/** Public planner routes; the matching itself arrives with the catalogue (they answer 501 until then). */
@Public()
@ApiTags('planner')
@Controller('api')
export class PlannerController {
  @Post('plan_study_abroad')
  @HttpCode(200)
  @ApiOperation({ summary: 'Up to 6 programs matching a free-text profile' })
  plan(): never {
    throw new NotImplementedYetException('Study planning');
  }

  @Post('extract_user_insights')
  @HttpCode(200)
  @ApiOperation({ summary: 'Criteria and goals understood from a free-text profile' })
  insights(): never {
    throw new NotImplementedYetException('Profile insights');
  }

  @Post('study_abroad_timeline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Timeline, costs, resources, scholarships and templates for a program' })
  timeline(): never {
    throw new NotImplementedYetException('The study timeline');
  }

  @Post('university_details')
  @HttpCode(200)
  @ApiOperation({ summary: 'Courses, faculty, admissions or facilities of a university' })
  universityDetails(): never {
    throw new NotImplementedYetException('University details');
  }
}
