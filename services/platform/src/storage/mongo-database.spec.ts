import { serviceDatabaseName } from './mongo-database';

describe(serviceDatabaseName.name, () => {
  it.each([
    ['mongodb://127.0.0.1:27017', 'favourites'],
    ['mongodb://127.0.0.1:27017/', 'favourites'],
    ['mongodb://127.0.0.1:27017/?replicaSet=rs0', 'favourites'],
    ['mongodb://127.0.0.1:27017/staging', 'staging-favourites'],
    ['mongodb://user:p%2Fss@a:1,b:2/site-1?authSource=admin', 'site-1-favourites'],
    ['mongodb+srv://cluster.example.org/ci%2D7', 'ci-7-favourites'],
  ])('names the database of %s %s', (url, name) => {
    expect(serviceDatabaseName(url, 'favourites')).toBe(name);
  });
});
