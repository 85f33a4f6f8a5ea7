import { parseReplicas, replicaPorts } from './replicas';

describe(parseReplicas.name, () => {
  const services = ['planner', 'mailer', 'document-ingest'];

  it('runs every service once unless --replicas names it', () => {
    expect([...parseReplicas([], services)]).toEqual([
      ['planner', 1],
      ['mailer', 1],
      ['document-ingest', 1],
    ]);
  });

  it('reads counts from one flag or several, with = or a space', () => {
    const counts = parseReplicas(
      ['--replicas', 'planner=2,mailer=3', '--replicas=document-ingest=2'],
      services,
    );
    expect(Object.fromEntries(counts)).toEqual({ planner: 2, mailer: 3, 'document-ingest': 2 });
  });

  it.each([
    [['--replicas'], /needs service=count/],
    [['--replicas', 'planer=2'], /"planer=2" is not service=count/],
    [['--replicas', 'planner=two'], /"planner=two" is not service=count/],
    [['--replicas', 'planner=0'], /planner must run 1 to 9 times \(got 0\)/],
    [['--replicas', 'planner=12'], /got 12/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseReplicas(argv, services)).toThrow(message);
  });
});

describe(replicaPorts.name, () => {
  it('gives each further replica the port 100 above the previous', () => {
    expect(replicaPorts(3001, 3)).toEqual([3001, 3101, 3201]);
  });
});
