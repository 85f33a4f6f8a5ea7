import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  nanos,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type StreamConfig,
} from 'nats';
import { consumerConfigMatches, isUnanswered, streamConfigMatches } from './nats.work-queue';

const wanted: Partial<StreamConfig> = {
  name: 'WORK',
  subjects: ['work.a', 'work.b'],
  retention: RetentionPolicy.Workqueue,
  storage: StorageType.File,
  duplicate_window: nanos(120_000),
  max_age: 0,
  num_replicas: 3,
};

/** What the server answers for that stream: the same settings, the subjects in another order, its defaults added. */
const onServer = {
  ...wanted,
  subjects: ['work.b', 'work.a'],
  max_consumers: -1,
  max_msgs: -1,
  max_bytes: -1,
  discard: DiscardPolicy.Old,
} as StreamConfig;

describe('declarations compare only the settings the adapter sets', () => {
  it('sees a stream with its settings on the server as unchanged, and a changed one as changed', () => {
    expect(streamConfigMatches(onServer, wanted)).toBe(true);
    expect(streamConfigMatches({ ...onServer, num_replicas: 1 }, wanted)).toBe(false);
    expect(streamConfigMatches({ ...onServer, subjects: ['work.a'] }, wanted)).toBe(false);
    expect(streamConfigMatches({ ...onServer, max_age: nanos(1000) }, wanted)).toBe(false);
  });

  it('sees a consumer with its settings on the server as unchanged, and a changed one as changed', () => {
    const consumer: Partial<ConsumerConfig> = {
      durable_name: 'worker',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(30_000),
      max_deliver: 6,
    };
    const server = {
      ...consumer,
      filter_subject: '',
      replay_policy: 'instant',
      max_ack_pending: 1000,
    } as ConsumerConfig;
    expect(consumerConfigMatches(server, consumer)).toBe(true);
    expect(consumerConfigMatches({ ...server, ack_wait: nanos(60_000) }, consumer)).toBe(false);
    expect(consumerConfigMatches({ ...server, filter_subject: 'work.a' }, consumer)).toBe(false);
  });

  it('asks again after a timeout or no responders, not after a refusal', () => {
    expect(isUnanswered(Object.assign(new Error('TIMEOUT'), { code: 'TIMEOUT' }))).toBe(true);
    expect(isUnanswered(Object.assign(new Error('503'), { code: '503' }))).toBe(true);
    expect(isUnanswered(new Error('JetStream system temporarily unavailable'))).toBe(true);
    expect(isUnanswered(new Error('stream name already in use with a different configuration'))).toBe(false);
    expect(isUnanswered('TIMEOUT')).toBe(false);
  });
});
