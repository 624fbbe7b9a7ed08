/**
 * Grad mode without autograd: `torch.no_grad()`, `enable_grad()`, `inference_mode()` and
 * `set_grad_enabled(mode)` as context managers that switch what `torch.is_grad_enabled()` and
 * `torch.is_inference_mode_enabled()` report, restored on exit. Nothing else depends on the
 * mode here: no tensor can require gradients (that is refused where it is asked for).
 *
 * Used as a decorator (`@torch.no_grad()`), each gives back the function itself, so methods
 * still bind; inside such a function `is_grad_enabled()` reports the caller's mode, not False.
 */
import { builtin, currentRun, exc, type Kwargs, objectType, PyClass, PyInstance, type PyValue, pyError, typeName } from '../../engine/api';

interface Mode {
  grad: boolean;
  inference: boolean;
}

/** Each run's mode and the modes its open managers will restore (the classes below are shared by every run). */
const modes = new WeakMap<object, { mode: Mode; saved: Mode[] }>();

function runMode(): { mode: Mode; saved: Mode[] } {
  const run = currentRun();
  let state = modes.get(run);
  if (!state) {
    state = { mode: { grad: true, inference: false }, saved: [] };
    modes.set(run, state);
  }
  return state;
}

/**
 * The torch names that read and switch the mode: made once and shared by every run (a class a run
 * changes is put back when the run ends), while the mode they switch is the running run's own.
 */
export function gradModeNamespace(): Record<string, PyValue> {
  const push = (next: Partial<Mode>) => {
    const { mode, saved } = runMode();
    saved.push({ ...mode });
    Object.assign(mode, next);
  };
  const pop = () => {
    const { mode, saved } = runMode();
    const prev = saved.pop();
    if (prev) Object.assign(mode, prev);
  };

  /** A context-manager class; `enter` gives the mode it switches to from its call's arguments. */
  const manager = (
    name: string,
    params: string[],
    enter: ((args: PyValue[]) => Partial<Mode>) | null,
    onCreate: ((args: PyValue[]) => Partial<Mode>) | null,
  ) => {
    const cls = new PyClass(
      name,
      [objectType],
      {
        call: (c, args, kw: Kwargs) => {
          // `@torch.no_grad` without parentheses decorates the function it is given.
          if (!onCreate && args.length === 1 && typeof args[0] !== 'boolean' && !kw?.size) return args[0];
          const given = [...args];
          for (const [k, v] of kw ?? []) {
            const at = params.indexOf(k);
            if (at < 0) throw pyError(exc.TypeError, `${name}.__init__() got an unexpected keyword argument '${k}'`);
            given[at] = v;
          }
          if (given.length > params.length)
            throw pyError(
              exc.TypeError,
              `${name}.__init__() takes ${params.length + 1} positional argument${params.length ? 's' : ''} but ${given.length + 1} were given`,
            );
          for (const v of given) if (typeof v !== 'boolean') throw pyError(exc.TypeError, `${name}(): mode must be a bool, not ${typeName(v)}`);
          const self = new PyInstance(c);
          self.native = given;
          if (onCreate) push(onCreate(given));
          return self;
        },
      },
      'torch.autograd.grad_mode',
    );
    const argsOf = (self: PyValue) => ((self as PyInstance).native ?? []) as PyValue[];
    cls.dict.set(
      '__enter__',
      builtin('__enter__', (args) => {
        if (enter) push(enter(argsOf(args[0])));
        return null;
      }),
    );
    cls.dict.set(
      '__exit__',
      builtin('__exit__', () => {
        pop();
        return false;
      }),
    );
    cls.dict.set(
      '__call__',
      builtin('__call__', (args) => args[1]),
    );
    return cls;
  };

  const on = (args: PyValue[]) => args[0] !== false;
  return {
    no_grad: manager('no_grad', [], () => ({ grad: false }), null),
    enable_grad: manager('enable_grad', [], () => ({ grad: true }), null),
    inference_mode: manager('inference_mode', ['mode'], (a) => (on(a) ? { grad: false, inference: true } : { inference: false }), null),
    set_grad_enabled: manager('set_grad_enabled', ['mode'], null, (a) => {
      if (a.length === 0) throw pyError(exc.TypeError, "set_grad_enabled.__init__() missing 1 required positional argument: 'mode'");
      return { grad: a[0] === true };
    }),
    is_grad_enabled: builtin('is_grad_enabled', () => runMode().mode.grad),
    is_inference_mode_enabled: builtin('is_inference_mode_enabled', () => runMode().mode.inference),
  };
}
