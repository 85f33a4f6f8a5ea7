import 'reflect-metadata';
import { runService } from '@site/platform';
import { plannerService } from './index';

void runService(plannerService);
