import 'reflect-metadata';
import { runService } from '@site/platform';
import { favouritesService } from './index';

void runService(favouritesService);
