import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, type Identity } from '@site/platform';
import {
  ApplicationParamsDto,
  type ApplicationResponse,
  CreateApplicationDto,
  ListApplicationsQueryDto,
  mapApplication,
  UpdateApplicationDto,
} from '../dtos/application.dto';
import { ApplicationService } from '../services/application.service';

/** The signed-in user's applications, keyed by the token's subject; a `user_id` sent is only compared (ADR 19). */
@ApiTags('applications')
@ApiBearerAuth()
@Controller('api/applications')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's applications, oldest first" })
  async list(
    @CurrentIdentity() identity: Identity,
    @Query() _query: ListApplicationsQueryDto,
  ): Promise<ApplicationResponse[]> {
    return (await this.applications.list(identity.sub)).map(mapApplication);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Starts an application to a program (one per program: 409 otherwise)' })
  async create(
    @CurrentIdentity() identity: Identity,
    @Body() body: CreateApplicationDto,
  ): Promise<ApplicationResponse> {
    return mapApplication(await this.applications.create(identity.sub, body));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the status (its date is kept), the notes or ticks checklist items' })
  async update(
    @CurrentIdentity() identity: Identity,
    @Param() params: ApplicationParamsDto,
    @Body() body: UpdateApplicationDto,
  ): Promise<ApplicationResponse> {
    return mapApplication(await this.applications.update(identity.sub, params.id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes an application' })
  async remove(@CurrentIdentity() identity: Identity, @Param() params: ApplicationParamsDto): Promise<void> {
    await this.applications.remove(identity.sub, params.id);
  }
}
