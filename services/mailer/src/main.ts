import 'reflect-metadata';
import { runService } from '@site/platform';
import { mailerService } from './index';

void runService(mailerService);
