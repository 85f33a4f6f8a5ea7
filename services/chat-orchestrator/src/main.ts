import 'reflect-metadata';
import { runService } from '@site/platform';
import { chatOrchestratorService } from './index';

void runService(chatOrchestratorService);
