/**
 * @jest-environment ./test/support/host-typed-arrays.environment.js
 */
import { embeddingModelDir, TransformersEmbedder } from './transformers-embedder';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i], 0);

describe(TransformersEmbedder.name, () => {
  let sut: TransformersEmbedder;

  beforeAll(async () => {
    sut = await TransformersEmbedder.load({ modelDir: embeddingModelDir() });
  });

  afterAll(() => sut.close());

  it('names its model and answers one 384-dimensional unit vector per text', async () => {
    const vectors = await sut.embed([
      'Tuition fees at the University of Vienna.',
      'Visa rules for students.',
    ]);

    expect(sut.modelId).toBe('all-minilm-l6-v2-q');
    expect(sut.dimensions).toBe(384);
    expect(vectors).toHaveLength(2);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(384);
      expect(Math.sqrt(cosine(vector, vector))).toBeCloseTo(1, 5);
    }
  });

  it('answers the same vector for the same text every time', async () => {
    const [first] = await sut.embed(['The scholarship covers living costs in Lisbon.']);
    const [second] = await sut.embed(['The scholarship covers living costs in Lisbon.']);

    expect(Array.from(second)).toEqual(Array.from(first));
  });

  it('puts a paraphrase closer than an unrelated sentence', async () => {
    const [question, paraphrase, unrelated] = await sut.embed([
      'How much does it cost to study in the Netherlands?',
      'Tuition fees for Dutch universities are about 2,500 euros a year.',
      'The football match ended in a draw after extra time.',
    ]);

    expect(cosine(question, paraphrase)).toBeGreaterThan(cosine(question, unrelated) + 0.2);
  });

  it('works for German', async () => {
    const [question, answer, unrelated] = await sut.embed([
      'Wie hoch sind die Studiengebühren in Österreich?',
      'Die Studiengebühren an österreichischen Universitäten betragen 363 Euro pro Semester.',
      'Morgen regnet es in Hamburg den ganzen Tag.',
    ]);

    expect(cosine(question, answer)).toBeGreaterThan(cosine(question, unrelated) + 0.1);
  });

  it('answers each text the vector it has alone, in the order given', async () => {
    const subjects = [
      'Rent for a student room',
      'A visa for non-EU students',
      'Tuition fees',
      'Erasmus+ grants',
    ];
    const places = ['in Vienna', 'in Lisbon', 'in Warsaw', 'in Dublin', 'in Seville'];
    const texts = subjects.flatMap((subject, i) =>
      places.map((place, j) => `${subject} ${place}. ${'It depends on the semester. '.repeat((i + j) % 4)}`),
    );

    const together = await sut.embed(texts);
    const alone = await Promise.all(texts.map(async (text) => (await sut.embed([text]))[0]));

    expect(together.map((v) => Array.from(v))).toEqual(alone.map((v) => Array.from(v)));
    expect(cosine(together[0], together[1])).toBeLessThan(0.99);
  });

  it('answers nothing for no texts', async () => {
    await expect(sut.embed([])).resolves.toEqual([]);
  });

  it('refuses a folder without a model, naming the install step', async () => {
    await expect(TransformersEmbedder.load({ modelDir: __dirname })).rejects.toThrow(
      /install-embedding-model/,
    );
  });
});
