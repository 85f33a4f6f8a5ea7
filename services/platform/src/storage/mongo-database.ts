const URL_DATABASE = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/;

/**
 * The MongoDB database of a service: `<service>`, or `<db>-<service>` when MONGO_URL names a database `db`,
 * so that several sites (or test runs) can share one server without sharing data.
 */
export function serviceDatabaseName(url: string, service: string): string {
  const named = URL_DATABASE.exec(url)?.[1];
  return named ? `${decodeURIComponent(named)}-${service}` : service;
}
