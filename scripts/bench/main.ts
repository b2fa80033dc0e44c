/**
 * `npm run bench`: the performance benchmark (docs/benchmarks.md). Reads the command line
 * (--help prints the options; bad options exit 2), arranges for Ctrl-C to stop the run cleanly,
 * runs it and exits with its status.
 */
import { readCommandLine } from '../shared/args';
import { parseBenchArgs, USAGE } from './args';
import { stopOnCtrlC } from './interrupt';
import { runBenchmark } from './run';

const args = readCommandLine(USAGE, () => parseBenchArgs(process.argv.slice(2)));
stopOnCtrlC();
runBenchmark(args).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
