// The suites of the `embedded` project use the embedded stores, also when MONGO_URL is set in the shell (the
// `mongodb` project runs the MongoDB suites against it).
delete process.env.MONGO_URL;
