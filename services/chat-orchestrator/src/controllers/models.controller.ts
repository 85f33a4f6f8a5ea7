import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ModelAvailability, ModelAvailabilityService } from '../answering/model-availability.service';

@ApiTags('chat')
@ApiBearerAuth()
@Controller('api/chat/models')
export class ModelsController {
  constructor(private readonly models: ModelAvailabilityService) {}

  @Get()
  @ApiOperation({ summary: 'The five chat models and whether the model server has each (cached for 30 s)' })
  list(): Promise<ModelAvailability> {
    return this.models.availability();
  }
}
