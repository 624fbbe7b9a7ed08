/**
 * Simulated `time`, as scripts use it for pacing and timing: `sleep` (returns at once: a run is a
 * trace, not a wait; a negative duration is CPython's ValueError), the clocks `time`,
 * `perf_counter`, `monotonic`, `process_time` (and their `_ns` forms) reading the host's clock,
 * so their values differ from any other run as CPython's do. Calendar functions (`strftime`,
 * `localtime`, `gmtime`, `ctime`) are refused by name: their output depends on the host's zone.
 */
import { builtin, exc, type PyValue, pyError, registerModule, toFloat, unsupported } from '../../engine/api';

const now = (): number => Date.now() / 1000;
const perf = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now()) / 1000;

function clock(name: string, read: () => number) {
  return builtin(name, () => read());
}

function clockNs(name: string, read: () => number) {
  return builtin(name, () => BigInt(Math.round(read() * 1e9)));
}

registerModule('time', () => {
  const ns: Record<string, PyValue> = {
    sleep: builtin('sleep', (args) => {
      const secs = toFloat(args[0] ?? null);
      if (secs < 0) throw pyError(exc.ValueError, 'sleep length must be non-negative');
      return null;
    }),
    time: clock('time', now),
    perf_counter: clock('perf_counter', perf),
    monotonic: clock('monotonic', perf),
    process_time: clock('process_time', perf),
    time_ns: clockNs('time_ns', now),
    perf_counter_ns: clockNs('perf_counter_ns', perf),
    monotonic_ns: clockNs('monotonic_ns', perf),
  };
  for (const name of ['strftime', 'strptime', 'localtime', 'gmtime', 'ctime', 'asctime', 'mktime', 'tzset'])
    ns[name] = builtin(name, () => unsupported(`time.${name}`));
  return ns;
});
