import { Module } from '@nestjs/common';
import { z } from 'zod';
import { defineService } from '../service-descriptor';
import { ConfigError, envVar, positiveInt } from './env';
import { commonEnv } from './platform.config';
import { loadProcessConfig } from './process-config';

const SHOP_CONFIG = Symbol('SHOP_CONFIG');
const shopEnv = {
  SHOP_LIMIT: envVar(positiveInt, 'limit', { default: '5' }),
  SHARED_URL: envVar(z.url({ message: 'must be a URL' }).optional(), 'shared'),
};
@Module({})
class ShopModule {}
@Module({})
class StockModule {}
@Module({})
class PlainModule {}

const shop = defineService({
  name: 'shop',
  title: 'Shop',
  defaultPort: 1,
  module: ShopModule,
  config: {
    env: shopEnv,
    forRoot: (config) => ({ module: ShopModule, providers: [{ provide: SHOP_CONFIG, useValue: config }] }),
  },
});
const stock = defineService({
  name: 'stock',
  title: 'Stock',
  defaultPort: 2,
  module: StockModule,
  config: {
    env: { SHARED_URL: shopEnv.SHARED_URL },
    forRoot: () => ({ module: StockModule }),
  },
});
const plain = defineService({ name: 'plain', title: 'Plain', defaultPort: 3, module: PlainModule });

describe(loadProcessConfig.name, () => {
  it("gives each service module its own variables, parsed, and keeps them off the process's config", () => {
    const sut = loadProcessConfig(commonEnv, [shop, stock, plain], { SHOP_LIMIT: '7', LOG_LEVEL: 'warn' });

    expect(sut.LOG_LEVEL).toBe('warn');
    expect(sut).not.toHaveProperty('SHOP_LIMIT');
    expect(sut.serviceModules).toEqual([
      {
        module: ShopModule,
        providers: [{ provide: SHOP_CONFIG, useValue: { SHOP_LIMIT: 7, SHARED_URL: undefined } }],
      },
      { module: StockModule },
      { module: PlainModule },
    ]);
  });

  it('names every bad variable of the process and of every service in one line, a shared one once', () => {
    let error: unknown;
    try {
      loadProcessConfig(commonEnv, [shop, stock, plain], {
        LOG_LEVEL: 'loud',
        SHOP_LIMIT: '0',
        SHARED_URL: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual([
      'LOG_LEVEL',
      'SHOP_LIMIT',
      'SHARED_URL',
    ]);
    expect((error as ConfigError).message).toMatch(
      /^Invalid configuration: LOG_LEVEL must be one of .*; SHOP_LIMIT must be greater than 0 \(got "0"\); SHARED_URL must be a URL \(got "not a url"\)$/,
    );
  });

  it('lets other errors through', () => {
    const broken = defineService({
      name: 'broken',
      title: 'Broken',
      defaultPort: 4,
      module: PlainModule,
      config: {
        env: {},
        forRoot: () => {
          throw new TypeError('not a configuration problem');
        },
      },
    });
    expect(() => loadProcessConfig(commonEnv, [broken], {})).toThrow(TypeError);
  });
});
