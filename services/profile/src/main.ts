import 'reflect-metadata';
import { runService } from '@site/platform';
import { profileService } from './index';

void runService(profileService);
