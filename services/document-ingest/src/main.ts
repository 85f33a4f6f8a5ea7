import 'reflect-metadata';
import { runService } from '@site/platform';
import { documentIngestService } from './index';

void runService(documentIngestService);
