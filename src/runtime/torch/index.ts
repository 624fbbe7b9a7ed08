/**
 * Simulated `torch` (CPU, 2.13 behaviour): tensors with torch's dtypes, promotion,
 * broadcasting, views sharing storage, reductions, indexing, printing and errors. Names torch
 * has but this explainer does not simulate are refused with a NotImplementedError naming them.
 */
import {
  builtin,
  exc,
  type Kwargs,
  objectType,
  PyBuiltin,
  PyClass,
  PyInstance,
  PyList,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  sharedNamespace,
  typeName,
} from '../../engine/api';
import { bind, sig } from './args';
import { assortedNamespace, defineAssorted, withScalarBase } from './assorted';
import { cat, stack, where } from './combine';
import { arange, checkOptions, convert, eye, factory, filled, full, likeFactory, linspace, sizeArgs, tensorFromData } from './creation';
import { allDtypes, type DType, promoteTypes, resultType } from './dtype';
import { deviceType, dtypeObject, dtypeOf, dtypeType, sizeType } from './dtype-objects';
import { einsum } from './einsum';
import { type Arg, canCast, operand } from './elementwise';
import { defineExtras, extraNamespace } from './extras';
import { printOptions, resetPrintOptions } from './format';
import { gradModeNamespace } from './grad-mode';
import { defineLerpAddc } from './lerp-addc';
import { functionalNamespace, nnNamespace, rnnNamespace } from './nn';
import { linalgNamespace } from './norm';
import { defineMath } from './ops-math';
import { defineReductions } from './ops-reduce';
import { defineShapes, equal } from './ops-shape';
import { defineQuantiles } from './quantile';
import { arg, functionNamespace, installMethods, int, tensors } from './registry';
import { defineSelection } from './select-kth';
import { unbind } from './shape';
import { nonzero } from './sorting';
import { Tensor, tensorType } from './tensor';
import { installTensorType } from './tensor-type';
import { testingNamespace } from './testing';

defineMath();
defineReductions();
defineShapes();
defineExtras();
defineSelection();
defineQuantiles();
defineLerpAddc();
defineAssorted();
installMethods();
installTensorType();

function fn(name: string, impl: (args: PyValue[], kw: Kwargs) => PyValue): PyValue {
  return builtin(name, impl);
}

const legacyTypes: Record<string, DType> = {
  FloatTensor: 'float32',
  DoubleTensor: 'float64',
  LongTensor: 'int64',
  IntTensor: 'int32',
  BoolTensor: 'bool',
  ByteTensor: 'uint8',
  HalfTensor: 'float16',
};

/** `torch.Tensor(...)`/`torch.LongTensor(...)`: data, or sizes for an uninitialised (here zeroed) tensor. */
function legacyConstructor(dtype: DType): (args: PyValue[]) => Tensor {
  return (args) => {
    if (args.length === 1 && !(typeof args[0] === 'bigint')) return tensorFromData(args[0], dtypeObject(dtype));
    return filled(sizeArgs('new', args), dtype, 0);
  };
}

tensorType.slots.call = (_c, args) => legacyConstructor('float32')(args);

/**
 * `torch.Generator`, as `torch.manual_seed` returns it: seeding changes nothing here, since
 * every random sampler (`randn`, `randperm`, `multinomial`...) is refused by name.
 */
const generatorType = new PyClass('Generator', [objectType], {}, 'torch._C');

/**
 * Which of a torch module's functions bind when put in a class body, as in CPython: a builtin
 * function does not (`class A: f = torch.zeros`, then `A().f(2)` is `torch.zeros(2)`), a
 * function written in Python does (`torch.einsum`, most of `torch.nn.functional`). The names
 * are CPython's (`types.FunctionType` or not, in the reference environment's torch).
 */
const pythonDefined = {
  torch: new Set(
    'atleast_1d atleast_2d atleast_3d block_diag broadcast_shapes broadcast_tensors cartesian_prod cdist chain_matmul compile einsum from_dlpack get_default_device get_rng_state initial_seed is_storage is_tensor load manual_seed meshgrid norm save seed set_default_device set_default_dtype set_default_tensor_type set_printoptions set_rng_state split stft tensordot typename unique unique_consecutive unravel_index use_deterministic_algorithms vmap'.split(
      ' ',
    ),
  ),
  builtinsOfFunctional: new Set(
    'adaptive_avg_pool1d avg_pool1d avg_pool2d avg_pool3d bilinear celu_ channel_shuffle conv1d conv2d conv3d conv_tbc conv_transpose1d conv_transpose2d conv_transpose3d cosine_similarity elu_ gelu hardshrink hardtanh_ leaky_relu_ linear logsigmoid one_hot pairwise_distance pdist pixel_shuffle pixel_unshuffle prelu relu_ rrelu_ scaled_dot_product_attention selu_ softplus softshrink threshold_'.split(
      ' ',
    ),
  ),
};

/** Marks a namespace's builtins that are builtin functions in CPython (`binds(name)` false) as not binding. */
function moduleFunctions(make: () => Record<string, PyValue>, binds: (name: string) => boolean): () => Record<string, PyValue> {
  return () => {
    const ns = make();
    const methods = new Set<PyValue>(tensorType.dict.values());
    for (const [name, v] of Object.entries(ns)) if (v instanceof PyBuiltin && !methods.has(v) && !binds(name)) v.binds = false;
    return ns;
  };
}

/** torch's functions, constants and classes: built once and shared by every run (`sharedNamespace`). */
const sharedTorch = sharedNamespace(
  moduleFunctions(
    () => {
      const tensorKw = '*, dtype? dtype=None, any device=None, bool requires_grad=False, bool pin_memory=False';
      const ns: Record<string, PyValue> = {
        ...functionNamespace(),
        ...extraNamespace(),
        ...assortedNamespace(),
        __version__: '2.13.0+cpu',
        Tensor: tensorType,
        Size: sizeType,
        dtype: dtypeType,
        tensor: fn('tensor', (args, kw) => {
          const b = bind('tensor', [sig(`any data, ${tensorKw}`)], args, kw);
          const t = tensorFromData(b.get('data'), b.get('dtype'));
          checkOptions(b, t.dtype);
          return t;
        }),
        as_tensor: fn('as_tensor', (args, kw) => {
          const b = bind('as_tensor', [sig('any data, dtype? dtype=None, any device=None')], args, kw);
          const data = b.get('data');
          if (data instanceof Tensor) return convert(data, dtypeOf(b.get('dtype'), data.dtype), false);
          return tensorFromData(data, b.get('dtype'));
        }),
        zeros: fn('zeros', (args, kw) => factory('zeros', 0, args, kw)),
        ones: fn('ones', (args, kw) => factory('ones', 1, args, kw)),
        empty: fn('empty', (args, kw) => factory('empty', 0, args, kw)),
        zeros_like: fn('zeros_like', (args, kw) => likeFactory('zeros_like', 0, args, kw)),
        ones_like: fn('ones_like', (args, kw) => likeFactory('ones_like', 1, args, kw)),
        empty_like: fn('empty_like', (args, kw) => likeFactory('empty_like', 0, args, kw)),
        full_like: fn('full_like', (args, kw) => likeFactory('full_like', null, args, kw)),
        full: fn('full', full),
        arange: fn('arange', arange),
        linspace: fn('linspace', linspace),
        eye: fn('eye', eye),
        device: deviceType,
        get_default_dtype: fn('get_default_dtype', () => dtypeObject('float32')),
        is_tensor: fn('is_tensor', (args) => args[0] instanceof Tensor),
        is_floating_point: fn(
          'is_floating_point',
          (args) => args[0] instanceof Tensor && ['float16', 'bfloat16', 'float32', 'float64'].includes(args[0].dtype),
        ),
        numel: fn('numel', (args) => BigInt((args[0] as Tensor).numel)),
      };
      const catFn = (name: string) =>
        fn(name, (args, kw) => {
          const b = bind(name, [sig('any tensors, int dim=0')], args, kw);
          return cat(tensors(b.get('tensors'), name), int(b, 'dim'));
        });
      ns.cat = catFn('cat');
      ns.concat = catFn('concat');
      ns.concatenate = catFn('concatenate');
      ns.stack = fn('stack', (args, kw) => {
        const b = bind('stack', [sig('any tensors, int dim=0')], args, kw);
        return stack(tensors(b.get('tensors'), 'stack'), int(b, 'dim'));
      });
      ns.where = fn('where', (args, kw) => {
        const b = bind('where', [sig('Tensor condition'), sig('Tensor condition, Arg input, Arg other')], args, kw);
        const cond = b.get('condition') as Tensor;
        if (b.index === 0) return new PyTuple(cond.ndim === 0 ? [nonzero(cond)] : unbind(nonzero(cond), 1));
        return where(cond, arg(b, 'input'), arg(b, 'other'));
      });
      ns.einsum = fn('einsum', (args) => {
        const [equation, ...rest] = args;
        if (typeof equation !== 'string') throw pyError(exc.TypeError, `einsum(): argument 'equation' (position 1) must be str, not ${typeName(equation)}`);
        const given = rest.length === 1 && (rest[0] instanceof PyList || rest[0] instanceof PyTuple) ? rest[0].items : rest;
        return einsum(equation, tensors(new PyList([...given]), 'einsum'));
      });
      ns.result_type = fn('result_type', (args, kw) => {
        bind(
          'result_type',
          [sig('Tensor tensor, Tensor other'), sig('Tensor tensor, Scalar other'), sig('Scalar scalar, Tensor tensor'), sig('Scalar scalar1, Scalar scalar2')],
          args,
          kw,
        );
        return dtypeObject(resultType([...args, ...(kw?.values() ?? [])].map((a) => operand(a as Arg))));
      });
      ns.promote_types = fn('promote_types', (args, kw) => {
        const b = bind('promote_types', [sig('dtype type1, dtype type2')], args, kw);
        return dtypeObject(promoteTypes(dtypeOf(b.get('type1'), 'float32'), dtypeOf(b.get('type2'), 'float32')));
      });
      ns.can_cast = fn('can_cast', (args, kw) => {
        const b = bind('can_cast', [sig('dtype from_, dtype to')], args, kw);
        return canCast(dtypeOf(b.get('from_'), 'float32'), dtypeOf(b.get('to'), 'float32'));
      });
      ns.set_printoptions = fn('set_printoptions', (args, kw) => {
        const b = bind(
          'set_printoptions',
          [sig('int? precision=None, float? threshold=None, int? edgeitems=None, int? linewidth=None, str? profile=None, bool? sci_mode=None')],
          args,
          kw,
        );
        const profile = b.get('profile');
        if (profile === 'default') resetPrintOptions();
        else if (profile === 'short') Object.assign(printOptions, { precision: 2, threshold: 1000, edgeitems: 2, linewidth: 80 });
        else if (profile === 'full') Object.assign(printOptions, { precision: 4, threshold: Infinity, edgeitems: 3, linewidth: 80 });
        for (const [name, key] of [
          ['precision', 'precision'],
          ['threshold', 'threshold'],
          ['edgeitems', 'edgeitems'],
          ['linewidth', 'linewidth'],
        ] as const)
          if (b.has(name)) printOptions[key] = Number(b.get(name));
        // sci_mode is set every call: None goes back to choosing automatically.
        printOptions.sciMode = b.has('sci_mode') ? b.get('sci_mode') === true : null;
        return null;
      });
      ns.manual_seed = fn('manual_seed', (args, kw) => {
        bind('manual_seed', [sig('int seed')], args, kw);
        return new PyInstance(generatorType);
      });
      ns.pow = withScalarBase(ns.pow);
      ns.equal = fn('equal', (args, kw) => {
        const b = bind('equal', [sig('Tensor input, Tensor other')], args, kw);
        return equal(b.get('input') as Tensor, b.get('other') as Tensor);
      });
      for (const d of allDtypes) ns[d] = dtypeObject(d);
      // Grad mode's classes and the legacy tensor classes are shared too: a class a run changes is
      // put back when the run ends, and the grad mode they switch is each run's own.
      Object.assign(ns, gradModeNamespace());
      for (const [name, d] of Object.entries(legacyTypes)) {
        const make = legacyConstructor(d);
        ns[name] = new PyClass(name, [tensorType], { call: (_c, args) => make(args) }, 'torch');
      }
      Object.assign(ns, {
        long: dtypeObject('int64'),
        int: dtypeObject('int32'),
        short: dtypeObject('int16'),
        float: dtypeObject('float32'),
        double: dtypeObject('float64'),
        half: dtypeObject('float16'),
      });
      return ns;
    },
    (name) => pythonDefined.torch.has(name),
  ),
);

registerModule('torch', (registry) => {
  resetPrintOptions();
  const ns = sharedTorch();
  for (const name of ['nn', 'cuda', 'testing', 'linalg']) ns.set(name, registry.load(`torch.${name}`));
  return ns;
});
registerModule('torch.nn.functional', sharedNamespace(moduleFunctions(functionalNamespace, (name) => !pythonDefined.builtinsOfFunctional.has(name))));
registerModule('torch.nn', (registry) => nnNamespace(registry.load('torch.nn.functional'), registry.load('torch.nn.utils')));
registerModule('torch.nn.utils', (registry) => ({
  rnn: registry.load('torch.nn.utils.rnn'),
}));
registerModule('torch.nn.utils.rnn', sharedNamespace(rnnNamespace));
registerModule('torch.testing', sharedNamespace(testingNamespace));
registerModule('torch.linalg', sharedNamespace(moduleFunctions(linalgNamespace, () => false)));
/** `torch.cuda` on a CPU-only build: what answers without a GPU answers, the rest fails as torch's does. */
registerModule(
  'torch.cuda',
  sharedNamespace(() => {
    const noCuda = (name: string) =>
      builtin(name, () => {
        throw pyError(exc.AssertionError, 'Torch not compiled with CUDA enabled');
      });
    return {
      is_available: builtin('is_available', () => false),
      is_initialized: builtin('is_initialized', () => false),
      device_count: builtin('device_count', () => 0n),
      empty_cache: builtin('empty_cache', () => null),
      manual_seed: builtin('manual_seed', () => null),
      manual_seed_all: builtin('manual_seed_all', () => null),
      memory_allocated: builtin('memory_allocated', () => 0n),
      max_memory_allocated: builtin('max_memory_allocated', () => 0n),
      memory_reserved: builtin('memory_reserved', () => 0n),
      synchronize: noCuda('synchronize'),
      current_device: noCuda('current_device'),
      get_device_name: noCuda('get_device_name'),
      mem_get_info: noCuda('mem_get_info'),
      ipc_collect: noCuda('ipc_collect'),
    };
  }),
);

export { tensorType };
