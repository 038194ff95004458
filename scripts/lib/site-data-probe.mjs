// The storefront read of bench:analytics (b), in a process of its own: the client measuring
// `GET /api/site/data` must not share an event loop with the beacon load generator, or the generator's own
// work shows up as the API's latency (a visitor's browser does not send anyone else's beacons).
// argv[2]: JSON { port, rate, seconds, connections, tenants }; prints pacedLoad's result as JSON.
import { pacedLoad } from './paced-load.mjs';

const { port, rate, seconds, connections, tenants } = JSON.parse(process.argv[2]);
const build = () =>
  `GET /api/site/data HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Tenant-Domain: bench${1 + Math.floor(Math.random() * tenants)}.localhost\r\n\r\n`;
// A second at the same rate first, not recorded: a fresh process's first requests run before its own code
// is compiled, and would be the slowest of every sample.
await pacedLoad({ port, rate, seconds: 1, connections, build });
process.stdout.write(JSON.stringify(await pacedLoad({ port, rate, seconds, connections, build })));
