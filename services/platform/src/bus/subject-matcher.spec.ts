import { subjectMatches } from './subject-matcher';

describe(subjectMatches.name, () => {
  it.each([
    ['mail.send', 'mail.send', true],
    ['mail.send', 'mail.sent', false],
    ['mail.*', 'mail.send', true],
    ['mail.*', 'mail.send.now', false],
    ['dlq.>', 'dlq.mail.send', true],
    ['dlq.>', 'dlq', false],
    ['*.health', 'planner.health', true],
  ])('%s against %s is %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
