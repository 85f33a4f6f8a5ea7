import { FileAddOutlined, FileDoneOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import {
  useCreateApplicationMutation,
  useGetApplicationsQuery,
  useLazyGetProgramStepsQuery,
} from '@/features/applications/api/applications-api';
import { newApplication, programKey, type ProgramRef } from '@/features/applications/utils/checklist';

/**
 * "Start application" for a program: reads the program's timeline, stores the application with a checklist of its
 * steps; a program that has one links to the tracker instead.
 */
export function StartApplicationButton({ program }: { program: ProgramRef }) {
  const { t } = useTranslation(['applications', 'planner']);
  const { data: applications } = useGetApplicationsQuery();
  const [getTimeline, timeline] = useLazyGetProgramStepsQuery();
  const [create, creating] = useCreateApplicationMutation();
  // The visible text first, so the accessible name contains it (WCAG 2.5.3), then the program it is for.
  const forProgram = ` · ${program.program ?? ''} · ${program.university ?? ''}`;
  const names = { program: program.program ?? '', university: program.university ?? '' };

  if (applications?.some((application) => programKey(application) === programKey(program))) {
    return (
      <Link
        to="/applications"
        className="start-application__open"
        aria-label={`${t('start.open')}${forProgram}`}
      >
        <FileDoneOutlined aria-hidden /> {t('start.open')}
      </Link>
    );
  }

  const start = async () => {
    const steps = program.program
      ? await getTimeline(
          {
            country: program.country ?? '',
            program: program.program,
            program_id: program.program_id ?? undefined,
          },
          true,
        )
          .unwrap()
          .catch(() => undefined)
      : undefined;
    const titleOf = (kind: string | null | undefined, fallback: string) =>
      t(`planner:steps.${kind ?? 'none'}.title`, { defaultValue: fallback });
    try {
      await create(newApplication(program, steps, titleOf)).unwrap();
      void message.success(t('start.done', names));
    } catch {
      void message.error(t('start.failed'));
    }
  };

  return (
    <Button
      icon={<FileAddOutlined aria-hidden />}
      loading={timeline.isFetching || creating.isLoading}
      onClick={() => void start()}
      aria-label={`${t('start.button')}${forProgram}`}
    >
      {t('start.button')}
    </Button>
  );
}
