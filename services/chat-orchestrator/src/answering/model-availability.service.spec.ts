import { type InstalledModels, LanguageModel } from '../llm/language-model.port';
import { ModelAvailabilityService, MODELS_CACHE_MS } from './model-availability.service';

class ListingModel extends LanguageModel {
  readonly configured = true;
  calls = 0;
  constructor(public installed: InstalledModels) {
    super();
  }
  async installedModels(): Promise<InstalledModels> {
    this.calls += 1;
    return this.installed;
  }
  async *generate(): AsyncIterable<never> {}
}

describe(ModelAvailabilityService.name, () => {
  it('marks the five models by the installed names (a name without tag is :latest), in the specification order', async () => {
    const sut = new ModelAvailabilityService(
      new ListingModel({ reachable: true, names: ['tinyllama', 'gemma3:4b', 'llama3:8b'] }),
    );
    const { server, models } = await sut.availability();
    expect(server).toBe('reachable');
    expect(models.map((model) => [model.value, model.available])).toEqual([
      ['tinyllama:latest', true],
      ['gemma2:2b', false],
      ['qwen3:4b', false],
      ['gemma3:1b', false],
      ['gemma3:4b', true],
    ]);
  });

  it('asks the model server at most every 30 s', async () => {
    const llm = new ListingModel({ reachable: false, names: [] });
    const sut = new ModelAvailabilityService(llm);
    let now = 0;
    sut.now = () => now;
    expect((await sut.availability()).server).toBe('unreachable');
    now += MODELS_CACHE_MS - 1;
    await sut.availability();
    expect(llm.calls).toBe(1);
    now += 1;
    llm.installed = { reachable: true, names: ['gemma3:1b'] };
    expect((await sut.availability()).server).toBe('reachable');
    expect(llm.calls).toBe(2);
  });
});
