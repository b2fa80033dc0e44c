/**
 * `npm run bench`: the performance benchmark (docs/benchmarks.md). Reads the command line
 * (--help prints the options; bad options exit 2), arranges for Ctrl-C to stop the run cleanly,
 * runs it and exits with its status.
 */
import { parseBenchArgs, USAGE } from './args';
import { stopOnCtrlC } from './interrupt';
import { runBenchmark } from './run';

let parsed: ReturnType<typeof parseBenchArgs>;
try {
  parsed = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed === 'help') {
  console.log(USAGE);
} else {
  stopOnCtrlC();
  runBenchmark(parsed).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
