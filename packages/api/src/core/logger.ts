/**
 * Where the API writes its log lines: the server passes its pino logger, tests a silent or
 * recording one. A module that needs only some of the levels asks for `Pick<Logger, …>`.
 */
export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};
