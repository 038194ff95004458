// `npm start` shows the api's and worker's JSON log lines the way a person reads them (pino-pretty):
// time, level, where, message; one line each. The processes themselves always write JSON, as in
// production, so only this console view changes. LOG_PRETTY=false shows the raw JSON lines instead.
//
// Imported once node_modules exists (pino-pretty is a dev dependency).

/** Nest's start-up listing of modules and routes: hundreds of lines nobody reads at a console. */
const BOOT_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** A formatter for one log line: the pretty line, the line as it was (not JSON), or null to leave it out. */
export async function consoleLogFormatter({ colorize = process.stdout.isTTY } = {}) {
  if (/^(0|false|no|off)$/i.test(process.env.LOG_PRETTY ?? '')) return (line) => line;
  const { prettyFactory } = await import('pino-pretty');
  const pretty = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,app,context,req,res,responseTime,reqId,tenantHost',
    messageFormat: (log, messageKey) => {
      const { req, res, responseTime, context } = log;
      if (req && res) return `${req.method} ${req.url} → ${res.statusCode} in ${responseTime} ms`;
      return `${context ? `${context}: ` : ''}${log[messageKey]}`;
    },
  });
  return (line) => {
    if (!line.startsWith('{')) return line;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return line;
    }
    if (entry.level <= 30 && BOOT_CHATTER.has(entry.context)) return null;
    return pretty(entry).trimEnd();
  };
}
