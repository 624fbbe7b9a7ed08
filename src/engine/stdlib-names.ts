/**
 * What CPython 3.11's standard library holds (written by scripts/stdlib-names.py; do not edit):
 * every top-level module name, and for each module the runtime simulates, its public names and
 * the public attributes of the classes it defines. The engine uses it to refuse by name what
 * exists in Python but not in this explainer, instead of claiming it does not exist. The same
 * for the simulated libraries: torch's and pydantic's public names and submodules.
 */
export const STDLIB_MODULES: ReadonlySet<string> = new Set(
  'abc aifc argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys compileall concurrent configparser contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal difflib dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator optparse os ossaudiodev pathlib pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap threading time timeit tkinter token tokenize tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib zoneinfo'.split(
    ' ',
  ),
);

/** The public submodules of the simulated libraries (loaded with them) that the runtime does not simulate. */
export const LIBRARY_MODULES: ReadonlySet<string> = new Set(
  'pydantic.plugin torch.accelerator torch.accelerator.graphs torch.accelerator.memory torch.amp torch.amp.autocast_mode torch.amp.grad_scaler torch.ao torch.ao.nn torch.ao.quantization torch.autograd torch.autograd.anomaly_mode torch.autograd.forward_ad torch.autograd.function torch.autograd.functional torch.autograd.grad_mode torch.autograd.gradcheck torch.autograd.graph torch.autograd.profiler torch.autograd.profiler_legacy torch.autograd.profiler_util torch.autograd.variable torch.backends torch.backends.cpu torch.backends.cuda torch.backends.cudnn torch.backends.cusparselt torch.backends.kleidiai torch.backends.mha torch.backends.miopen torch.backends.mkl torch.backends.mkldnn torch.backends.mps torch.backends.nnpack torch.backends.openmp torch.backends.opt_einsum torch.backends.python_native torch.backends.quantized torch.classes torch.compiler torch.compiler.config torch.cpu torch.cpu.amp torch.cuda.amp torch.cuda.gds torch.cuda.graphs torch.cuda.green_contexts torch.cuda.jiterator torch.cuda.memory torch.cuda.nccl torch.cuda.nvtx torch.cuda.profiler torch.cuda.random torch.cuda.sparse torch.cuda.streams torch.cuda.tunable torch.distributed torch.distributed.algorithms torch.distributed.autograd torch.distributed.c10d_logger torch.distributed.config torch.distributed.constants torch.distributed.device_mesh torch.distributed.distributed_c10d torch.distributed.logging_handlers torch.distributed.remote_device torch.distributed.rendezvous torch.distributed.rpc torch.distributed.utils torch.distributions torch.distributions.bernoulli torch.distributions.beta torch.distributions.binomial torch.distributions.categorical torch.distributions.cauchy torch.distributions.chi2 torch.distributions.constraint_registry torch.distributions.constraints torch.distributions.continuous_bernoulli torch.distributions.dirichlet torch.distributions.distribution torch.distributions.exp_family torch.distributions.exponential torch.distributions.fishersnedecor torch.distributions.gamma torch.distributions.generalized_pareto torch.distributions.geometric torch.distributions.gumbel torch.distributions.half_cauchy torch.distributions.half_normal torch.distributions.independent torch.distributions.inverse_gamma torch.distributions.kl torch.distributions.kumaraswamy torch.distributions.laplace torch.distributions.lkj_cholesky torch.distributions.log_normal torch.distributions.logistic_normal torch.distributions.lowrank_multivariate_normal torch.distributions.mixture_same_family torch.distributions.multinomial torch.distributions.multivariate_normal torch.distributions.negative_binomial torch.distributions.normal torch.distributions.one_hot_categorical torch.distributions.pareto torch.distributions.poisson torch.distributions.relaxed_bernoulli torch.distributions.relaxed_categorical torch.distributions.studentT torch.distributions.transformed_distribution torch.distributions.transforms torch.distributions.uniform torch.distributions.utils torch.distributions.von_mises torch.distributions.weibull torch.distributions.wishart torch.export torch.export.custom_ops torch.export.decomp_utils torch.export.dynamic_shapes torch.export.exported_program torch.export.graph_signature torch.export.unflatten torch.fft torch.func torch.functional torch.futures torch.fx torch.fx.config torch.fx.experimental torch.fx.graph torch.fx.graph_module torch.fx.immutable_collections torch.fx.interpreter torch.fx.node torch.fx.operator_schemas torch.fx.passes torch.fx.proxy torch.fx.subgraph_rewriter torch.fx.tensor_type torch.fx.traceback torch.hub torch.jit torch.jit.annotations torch.jit.frontend torch.library torch.masked torch.masked.maskedtensor torch.monitor torch.mps torch.mps.event torch.mps.profiler torch.mtia torch.mtia.memory torch.mtia.mtia_graph torch.multiprocessing torch.multiprocessing.reductions torch.multiprocessing.spawn torch.nested torch.nn.attention torch.nn.common_types torch.nn.grad torch.nn.init torch.nn.intrinsic torch.nn.modules torch.nn.parallel torch.nn.parameter torch.nn.qat torch.nn.quantizable torch.nn.quantized torch.ops torch.optim torch.optim.adadelta torch.optim.adagrad torch.optim.adam torch.optim.adamax torch.optim.adamw torch.optim.asgd torch.optim.lbfgs torch.optim.lr_scheduler torch.optim.nadam torch.optim.optimizer torch.optim.radam torch.optim.rmsprop torch.optim.rprop torch.optim.sgd torch.optim.sparse_adam torch.optim.swa_utils torch.overrides torch.package torch.package.analyze torch.package.file_structure_representation torch.package.find_file_dependencies torch.package.glob_group torch.package.importer torch.package.package_exporter torch.package.package_importer torch.profiler torch.profiler.itt torch.profiler.profiler torch.quantization torch.quantization.fake_quantize torch.quantization.fuse_modules torch.quantization.fuser_method_mappings torch.quantization.observer torch.quantization.qconfig torch.quantization.quant_type torch.quantization.quantization_mappings torch.quantization.quantize torch.quantization.quantize_jit torch.quantization.stubs torch.quasirandom torch.random torch.return_types torch.serialization torch.signal torch.signal.windows torch.sparse torch.sparse.semi_structured torch.special torch.storage torch.torch_version torch.types torch.utils torch.utils.backcompat torch.utils.backend_registration torch.utils.checkpoint torch.utils.collect_env torch.utils.cpp_backtrace torch.utils.data torch.utils.deterministic torch.utils.dlpack torch.utils.hooks torch.utils.throughput_benchmark torch.utils.weak torch.version torch.xpu torch.xpu.graphs torch.xpu.memory torch.xpu.random torch.xpu.streams'.split(
    ' ',
  ),
);

/** `module` or `module.Class` (stdlib or simulated library) to its public names, space-separated. */
export const STDLIB_MEMBERS: Readonly<Record<string, string>> = {
  abc: 'ABC ABCMeta abstractclassmethod abstractmethod abstractproperty abstractstaticmethod get_cache_token update_abstractmethods',
  'abc.ABC': '',
  'abc.ABCMeta': 'mro register',
  'abc.abstractclassmethod': '',
  'abc.abstractproperty': 'deleter fdel fget fset getter setter',
  'abc.abstractstaticmethod': '',
  asyncio:
    'ALL_COMPLETED AbstractChildWatcher AbstractEventLoop AbstractEventLoopPolicy AbstractServer Barrier BaseEventLoop BaseProtocol BaseTransport BoundedSemaphore BrokenBarrierError BufferedProtocol CancelledError Condition DatagramProtocol DatagramTransport DefaultEventLoopPolicy Event FIRST_COMPLETED FIRST_EXCEPTION FastChildWatcher Future Handle IncompleteReadError InvalidStateError LifoQueue LimitOverrunError Lock MultiLoopChildWatcher PidfdChildWatcher PriorityQueue Protocol Queue QueueEmpty QueueFull ReadTransport Runner SafeChildWatcher SelectorEventLoop Semaphore SendfileNotAvailableError Server StreamReader StreamReaderProtocol StreamWriter SubprocessProtocol SubprocessTransport Task TaskGroup ThreadedChildWatcher Timeout TimeoutError TimerHandle Transport WriteTransport all_tasks as_completed base_events base_futures base_subprocess base_tasks constants coroutines create_subprocess_exec create_subprocess_shell create_task current_task ensure_future events exceptions format_helpers futures gather get_child_watcher get_event_loop get_event_loop_policy get_running_loop iscoroutine iscoroutinefunction isfuture locks log mixins new_event_loop open_connection open_unix_connection protocols queues run run_coroutine_threadsafe runners selector_events set_child_watcher set_event_loop set_event_loop_policy shield sleep sslproto staggered start_server start_unix_server streams subprocess sys taskgroups tasks threads timeout timeout_at timeouts to_thread transports trsock unix_events wait wait_for wrap_future',
  'asyncio.AbstractChildWatcher': 'add_child_handler attach_loop close is_active remove_child_handler',
  'asyncio.AbstractEventLoop':
    'add_reader add_signal_handler add_writer call_at call_exception_handler call_later call_soon call_soon_threadsafe close connect_accepted_socket connect_read_pipe connect_write_pipe create_connection create_datagram_endpoint create_future create_server create_task create_unix_connection create_unix_server default_exception_handler get_debug get_exception_handler get_task_factory getaddrinfo getnameinfo is_closed is_running remove_reader remove_signal_handler remove_writer run_forever run_in_executor run_until_complete sendfile set_debug set_default_executor set_exception_handler set_task_factory shutdown_asyncgens shutdown_default_executor sock_accept sock_connect sock_recv sock_recv_into sock_recvfrom sock_recvfrom_into sock_sendall sock_sendfile sock_sendto start_tls stop subprocess_exec subprocess_shell time',
  'asyncio.AbstractEventLoopPolicy': 'get_child_watcher get_event_loop new_event_loop set_child_watcher set_event_loop',
  'asyncio.AbstractServer': 'close get_loop is_serving serve_forever start_serving wait_closed',
  'asyncio.Barrier': 'abort broken n_waiting parties reset wait',
  'asyncio.BaseEventLoop':
    'add_reader add_signal_handler add_writer call_at call_exception_handler call_later call_soon call_soon_threadsafe close connect_accepted_socket connect_read_pipe connect_write_pipe create_connection create_datagram_endpoint create_future create_server create_task create_unix_connection create_unix_server default_exception_handler get_debug get_exception_handler get_task_factory getaddrinfo getnameinfo is_closed is_running remove_reader remove_signal_handler remove_writer run_forever run_in_executor run_until_complete sendfile set_debug set_default_executor set_exception_handler set_task_factory shutdown_asyncgens shutdown_default_executor sock_accept sock_connect sock_recv sock_recv_into sock_recvfrom sock_recvfrom_into sock_sendall sock_sendfile sock_sendto start_tls stop subprocess_exec subprocess_shell time',
  'asyncio.BaseProtocol': 'connection_lost connection_made pause_writing resume_writing',
  'asyncio.BaseTransport': 'close get_extra_info get_protocol is_closing set_protocol',
  'asyncio.BoundedSemaphore': 'acquire locked release',
  'asyncio.BrokenBarrierError': 'add_note args with_traceback',
  'asyncio.BufferedProtocol': 'buffer_updated connection_lost connection_made eof_received get_buffer pause_writing resume_writing',
  'asyncio.CancelledError': 'add_note args with_traceback',
  'asyncio.Condition': 'notify notify_all wait wait_for',
  'asyncio.DatagramProtocol': 'connection_lost connection_made datagram_received error_received pause_writing resume_writing',
  'asyncio.DatagramTransport': 'abort close get_extra_info get_protocol is_closing sendto set_protocol',
  'asyncio.Event': 'clear is_set set wait',
  'asyncio.FastChildWatcher': 'add_child_handler attach_loop close is_active remove_child_handler',
  'asyncio.Future': 'add_done_callback cancel cancelled done exception get_loop remove_done_callback result set_exception set_result',
  'asyncio.Handle': 'cancel cancelled',
  'asyncio.IncompleteReadError': 'add_note args with_traceback',
  'asyncio.InvalidStateError': 'add_note args with_traceback',
  'asyncio.LifoQueue': 'empty full get get_nowait join maxsize put put_nowait qsize task_done',
  'asyncio.LimitOverrunError': 'add_note args with_traceback',
  'asyncio.Lock': 'acquire locked release',
  'asyncio.MultiLoopChildWatcher': 'add_child_handler attach_loop close is_active remove_child_handler',
  'asyncio.PidfdChildWatcher': 'add_child_handler attach_loop close is_active remove_child_handler',
  'asyncio.PriorityQueue': 'empty full get get_nowait join maxsize put put_nowait qsize task_done',
  'asyncio.Protocol': 'connection_lost connection_made data_received eof_received pause_writing resume_writing',
  'asyncio.Queue': 'empty full get get_nowait join maxsize put put_nowait qsize task_done',
  'asyncio.QueueEmpty': 'add_note args with_traceback',
  'asyncio.QueueFull': 'add_note args with_traceback',
  'asyncio.ReadTransport': 'close get_extra_info get_protocol is_closing is_reading pause_reading resume_reading set_protocol',
  'asyncio.Runner': 'close get_loop run',
  'asyncio.SafeChildWatcher': 'add_child_handler attach_loop close is_active remove_child_handler',
  'asyncio.Semaphore': 'acquire locked release',
  'asyncio.SendfileNotAvailableError': 'add_note args with_traceback',
  'asyncio.Server': 'close get_loop is_serving serve_forever sockets start_serving wait_closed',
  'asyncio.StreamReader': 'at_eof exception feed_data feed_eof read readexactly readline readuntil set_exception set_transport',
  'asyncio.StreamReaderProtocol': 'connection_lost connection_made data_received eof_received pause_writing resume_writing',
  'asyncio.StreamWriter': 'can_write_eof close drain get_extra_info is_closing start_tls transport wait_closed write write_eof writelines',
  'asyncio.SubprocessProtocol': 'connection_lost connection_made pause_writing pipe_connection_lost pipe_data_received process_exited resume_writing',
  'asyncio.SubprocessTransport':
    'close get_extra_info get_pid get_pipe_transport get_protocol get_returncode is_closing kill send_signal set_protocol terminate',
  'asyncio.Task':
    'add_done_callback cancel cancelled cancelling done exception get_coro get_loop get_name get_stack print_stack remove_done_callback result set_exception set_name set_result uncancel',
  'asyncio.TaskGroup': 'create_task',
  'asyncio.ThreadedChildWatcher': 'add_child_handler attach_loop close is_active remove_child_handler',
  'asyncio.Timeout': 'expired reschedule when',
  'asyncio.TimerHandle': 'cancel cancelled when',
  'asyncio.Transport':
    'abort can_write_eof close get_extra_info get_protocol get_write_buffer_limits get_write_buffer_size is_closing is_reading pause_reading resume_reading set_protocol set_write_buffer_limits write write_eof writelines',
  'asyncio.WriteTransport':
    'abort can_write_eof close get_extra_info get_protocol get_write_buffer_limits get_write_buffer_size is_closing set_protocol set_write_buffer_limits write write_eof writelines',
  base64:
    'MAXBINSIZE MAXLINESIZE a85decode a85encode b16decode b16encode b32decode b32encode b32hexdecode b32hexencode b64decode b64encode b85decode b85encode binascii bytes_types decode decodebytes encode encodebytes main re standard_b64decode standard_b64encode struct test urlsafe_b64decode urlsafe_b64encode',
  bisect: 'bisect bisect_left bisect_right insort insort_left insort_right',
  collections: 'ChainMap Counter OrderedDict UserDict UserList UserString abc defaultdict deque namedtuple',
  'collections.ChainMap': 'clear copy fromkeys get items keys new_child parents pop popitem setdefault update values',
  'collections.Counter': 'clear copy elements fromkeys get items keys most_common pop popitem setdefault subtract total update values',
  'collections.OrderedDict': 'clear copy fromkeys get items keys move_to_end pop popitem setdefault update values',
  'collections.UserDict': 'clear copy fromkeys get items keys pop popitem setdefault update values',
  'collections.UserList': 'append clear copy count extend index insert pop remove reverse sort',
  'collections.UserString':
    'capitalize casefold center count encode endswith expandtabs find format format_map index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower lstrip maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill',
  'collections.defaultdict': 'clear copy default_factory fromkeys get items keys pop popitem setdefault update values',
  'collections.deque': 'append appendleft clear copy count extend extendleft index insert maxlen pop popleft remove reverse rotate',
  'collections.abc':
    'AsyncGenerator AsyncIterable AsyncIterator Awaitable ByteString Callable Collection Container Coroutine Generator Hashable ItemsView Iterable Iterator KeysView Mapping MappingView MutableMapping MutableSequence MutableSet Reversible Sequence Set Sized ValuesView',
  'collections.abc.AsyncGenerator': 'aclose asend athrow',
  'collections.abc.AsyncIterable': '',
  'collections.abc.AsyncIterator': '',
  'collections.abc.Awaitable': '',
  'collections.abc.ByteString': 'count index',
  'collections.abc.Callable': '',
  'collections.abc.Collection': '',
  'collections.abc.Container': '',
  'collections.abc.Coroutine': 'close send throw',
  'collections.abc.Generator': 'close send throw',
  'collections.abc.Hashable': '',
  'collections.abc.ItemsView': 'isdisjoint',
  'collections.abc.Iterable': '',
  'collections.abc.Iterator': '',
  'collections.abc.KeysView': 'isdisjoint',
  'collections.abc.Mapping': 'get items keys values',
  'collections.abc.MappingView': '',
  'collections.abc.MutableMapping': 'clear get items keys pop popitem setdefault update values',
  'collections.abc.MutableSequence': 'append clear count extend index insert pop remove reverse',
  'collections.abc.MutableSet': 'add clear discard isdisjoint pop remove',
  'collections.abc.Reversible': '',
  'collections.abc.Sequence': 'count index',
  'collections.abc.Set': 'isdisjoint',
  'collections.abc.Sized': '',
  'collections.abc.ValuesView': '',
  contextlib:
    'AbstractAsyncContextManager AbstractContextManager AsyncContextDecorator AsyncExitStack ContextDecorator ExitStack GenericAlias MethodType abc aclosing asynccontextmanager chdir closing contextmanager deque nullcontext os redirect_stderr redirect_stdout suppress sys wraps',
  'contextlib.AbstractAsyncContextManager': '',
  'contextlib.AbstractContextManager': '',
  'contextlib.AsyncContextDecorator': '',
  'contextlib.AsyncExitStack': 'aclose callback enter_async_context enter_context pop_all push push_async_callback push_async_exit',
  'contextlib.ContextDecorator': '',
  'contextlib.ExitStack': 'callback close enter_context pop_all push',
  'contextlib.aclosing': '',
  'contextlib.chdir': '',
  'contextlib.closing': '',
  'contextlib.nullcontext': '',
  'contextlib.redirect_stderr': '',
  'contextlib.redirect_stdout': '',
  'contextlib.suppress': '',
  contextvars: 'Context ContextVar Token copy_context',
  'contextvars.Context': 'copy get items keys run values',
  'contextvars.ContextVar': 'get name reset set',
  'contextvars.Token': 'MISSING old_value var',
  copy: 'Error copy deepcopy dispatch_table error',
  'copy.Error': 'add_note args with_traceback',
  dataclasses:
    'Field FrozenInstanceError FunctionType GenericAlias InitVar KW_ONLY MISSING abc asdict astuple builtins copy dataclass field fields functools inspect is_dataclass itertools keyword make_dataclass re replace sys types',
  'dataclasses.Field': 'compare default default_factory hash init kw_only metadata name repr type',
  'dataclasses.FrozenInstanceError': 'add_note args name obj with_traceback',
  'dataclasses.InitVar': 'type',
  datetime: 'MAXYEAR MINYEAR UTC date datetime datetime_CAPI sys time timedelta timezone tzinfo',
  'datetime.date':
    'ctime day fromisocalendar fromisoformat fromordinal fromtimestamp isocalendar isoformat isoweekday max min month replace resolution strftime timetuple today toordinal weekday year',
  'datetime.datetime':
    'astimezone combine ctime date day dst fold fromisocalendar fromisoformat fromordinal fromtimestamp hour isocalendar isoformat isoweekday max microsecond min minute month now replace resolution second strftime strptime time timestamp timetuple timetz today toordinal tzinfo tzname utcfromtimestamp utcnow utcoffset utctimetuple weekday year',
  'datetime.time': 'dst fold fromisoformat hour isoformat max microsecond min minute replace resolution second strftime tzinfo tzname utcoffset',
  'datetime.timedelta': 'days max microseconds min resolution seconds total_seconds',
  'datetime.timezone': 'dst fromutc max min tzname utc utcoffset',
  'datetime.tzinfo': 'dst fromutc tzname utcoffset',
  decimal:
    'BasicContext Clamped Context ConversionSyntax Decimal DecimalException DecimalTuple DefaultContext DivisionByZero DivisionImpossible DivisionUndefined ExtendedContext FloatOperation HAVE_CONTEXTVAR HAVE_THREADS Inexact InvalidContext InvalidOperation MAX_EMAX MAX_PREC MIN_EMIN MIN_ETINY Overflow ROUND_05UP ROUND_CEILING ROUND_DOWN ROUND_FLOOR ROUND_HALF_DOWN ROUND_HALF_EVEN ROUND_HALF_UP ROUND_UP Rounded Subnormal Underflow getcontext localcontext setcontext',
  'decimal.Clamped': 'add_note args with_traceback',
  'decimal.Context':
    'Emax Emin Etiny Etop abs add canonical capitals clamp clear_flags clear_traps compare compare_signal compare_total compare_total_mag copy copy_abs copy_decimal copy_negate copy_sign create_decimal create_decimal_from_float divide divide_int divmod exp fma is_canonical is_finite is_infinite is_nan is_normal is_qnan is_signed is_snan is_subnormal is_zero ln log10 logb logical_and logical_invert logical_or logical_xor max max_mag min min_mag minus multiply next_minus next_plus next_toward normalize number_class plus power prec quantize radix remainder remainder_near rotate rounding same_quantum scaleb shift sqrt subtract to_eng_string to_integral to_integral_exact to_integral_value to_sci_string',
  'decimal.ConversionSyntax': 'add_note args with_traceback',
  'decimal.Decimal':
    'adjusted as_integer_ratio as_tuple canonical compare compare_signal compare_total compare_total_mag conjugate copy_abs copy_negate copy_sign exp fma from_float imag is_canonical is_finite is_infinite is_nan is_normal is_qnan is_signed is_snan is_subnormal is_zero ln log10 logb logical_and logical_invert logical_or logical_xor max max_mag min min_mag next_minus next_plus next_toward normalize number_class quantize radix real remainder_near rotate same_quantum scaleb shift sqrt to_eng_string to_integral to_integral_exact to_integral_value',
  'decimal.DecimalException': 'add_note args with_traceback',
  'decimal.DecimalTuple': 'count digits exponent index sign',
  'decimal.DivisionByZero': 'add_note args with_traceback',
  'decimal.DivisionImpossible': 'add_note args with_traceback',
  'decimal.DivisionUndefined': 'add_note args with_traceback',
  'decimal.FloatOperation': 'add_note args with_traceback',
  'decimal.Inexact': 'add_note args with_traceback',
  'decimal.InvalidContext': 'add_note args with_traceback',
  'decimal.InvalidOperation': 'add_note args with_traceback',
  'decimal.Overflow': 'add_note args with_traceback',
  'decimal.Rounded': 'add_note args with_traceback',
  'decimal.Subnormal': 'add_note args with_traceback',
  'decimal.Underflow': 'add_note args with_traceback',
  enum: 'CONFORM CONTINUOUS DynamicClassAttribute EJECT Enum EnumCheck EnumMeta EnumType Flag FlagBoundary IntEnum IntFlag KEEP MappingProxyType NAMED_FLAGS ReprEnum STRICT StrEnum UNIQUE auto bin bltns global_enum global_enum_repr global_flag_repr global_str member nonmember pickle_by_enum_name pickle_by_global_name property reduce show_flag_values sys unique verify',
  'enum.Enum': '',
  'enum.EnumCheck':
    'CONTINUOUS NAMED_FLAGS UNIQUE capitalize casefold center count encode endswith expandtabs find format format_map index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower lstrip maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill',
  'enum.EnumType': 'mro',
  'enum.Flag': '',
  'enum.FlagBoundary':
    'CONFORM EJECT KEEP STRICT capitalize casefold center count encode endswith expandtabs find format format_map index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower lstrip maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill',
  'enum.IntEnum': 'as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag numerator real to_bytes',
  'enum.IntFlag': 'as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag numerator real to_bytes',
  'enum.ReprEnum': '',
  'enum.StrEnum':
    'capitalize casefold center count encode endswith expandtabs find format format_map index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower lstrip maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill',
  'enum.auto': '',
  'enum.member': '',
  'enum.nonmember': '',
  'enum.property': 'deleter getter setter',
  'enum.verify': '',
  fractions: 'Decimal Fraction math numbers operator re sys',
  'fractions.Fraction': 'as_integer_ratio conjugate denominator from_decimal from_float imag limit_denominator numerator real',
  functools:
    'GenericAlias RLock WRAPPER_ASSIGNMENTS WRAPPER_UPDATES cache cached_property cmp_to_key get_cache_token lru_cache namedtuple partial partialmethod recursive_repr reduce singledispatch singledispatchmethod total_ordering update_wrapper wraps',
  'functools.cached_property': '',
  'functools.partial': 'args func keywords',
  'functools.partialmethod': '',
  'functools.singledispatchmethod': 'register',
  hashlib:
    'algorithms_available algorithms_guaranteed blake2b blake2s file_digest md5 new pbkdf2_hmac scrypt sha1 sha224 sha256 sha384 sha3_224 sha3_256 sha3_384 sha3_512 sha512 shake_128 shake_256',
  heapq: 'heapify heappop heappush heappushpop heapreplace merge nlargest nsmallest',
  inspect:
    'ArgInfo Arguments Attribute BlockFinder BoundArguments CORO_CLOSED CORO_CREATED CORO_RUNNING CORO_SUSPENDED CO_ASYNC_GENERATOR CO_COROUTINE CO_GENERATOR CO_ITERABLE_COROUTINE CO_NESTED CO_NEWLOCALS CO_NOFREE CO_OPTIMIZED CO_VARARGS CO_VARKEYWORDS ClassFoundException ClosureVars EndOfBlock FrameInfo FullArgSpec GEN_CLOSED GEN_CREATED GEN_RUNNING GEN_SUSPENDED OrderedDict Parameter Signature TPFLAGS_IS_ABSTRACT Traceback abc ast attrgetter builtins classify_class_attrs cleandoc collections currentframe dis enum findsource formatannotation formatannotationrelativeto formatargvalues functools get_annotations getabsfile getargs getargvalues getattr_static getblock getcallargs getclasstree getclosurevars getcomments getcoroutinelocals getcoroutinestate getdoc getfile getframeinfo getfullargspec getgeneratorlocals getgeneratorstate getinnerframes getlineno getmembers getmembers_static getmodule getmodulename getmro getouterframes getsource getsourcefile getsourcelines importlib indentsize isabstract isasyncgen isasyncgenfunction isawaitable isbuiltin isclass iscode iscoroutine iscoroutinefunction isdatadescriptor isframe isfunction isgenerator isgeneratorfunction isgetsetdescriptor iskeyword ismemberdescriptor ismethod ismethoddescriptor ismethodwrapper ismodule isroutine istraceback itertools linecache modulesbyfile namedtuple os re signature stack sys token tokenize trace types unwrap walktree',
  'inspect.ArgInfo': 'args count index keywords locals varargs',
  'inspect.Arguments': 'args count index varargs varkw',
  'inspect.Attribute': 'count defining_class index kind name object',
  'inspect.BlockFinder': 'tokeneater',
  'inspect.BoundArguments': 'apply_defaults args arguments kwargs signature',
  'inspect.ClassFoundException': 'add_note args with_traceback',
  'inspect.ClosureVars': 'builtins count globals index nonlocals unbound',
  'inspect.EndOfBlock': 'add_note args with_traceback',
  'inspect.FrameInfo': 'code_context count filename frame function index lineno',
  'inspect.FullArgSpec': 'annotations args count defaults index kwonlyargs kwonlydefaults varargs varkw',
  'inspect.Parameter': 'KEYWORD_ONLY POSITIONAL_ONLY POSITIONAL_OR_KEYWORD VAR_KEYWORD VAR_POSITIONAL annotation default empty kind name replace',
  'inspect.Signature': 'bind bind_partial empty from_callable parameters replace return_annotation',
  'inspect.Traceback': 'code_context count filename function index lineno',
  io: 'BlockingIOError BufferedIOBase BufferedRWPair BufferedRandom BufferedReader BufferedWriter BytesIO DEFAULT_BUFFER_SIZE FileIO IOBase IncrementalNewlineDecoder RawIOBase SEEK_CUR SEEK_END SEEK_SET StringIO TextIOBase TextIOWrapper UnsupportedOperation abc open open_code text_encoding',
  'io.BufferedIOBase':
    'close closed detach fileno flush isatty read read1 readable readinto readinto1 readline readlines seek seekable tell truncate writable write writelines',
  'io.BufferedRWPair':
    'close closed detach fileno flush isatty peek read read1 readable readinto readinto1 readline readlines seek seekable tell truncate writable write writelines',
  'io.BufferedRandom':
    'close closed detach fileno flush isatty mode name peek raw read read1 readable readinto readinto1 readline readlines seek seekable tell truncate writable write writelines',
  'io.BufferedReader':
    'close closed detach fileno flush isatty mode name peek raw read read1 readable readinto readinto1 readline readlines seek seekable tell truncate writable write writelines',
  'io.BufferedWriter':
    'close closed detach fileno flush isatty mode name raw read read1 readable readinto readinto1 readline readlines seek seekable tell truncate writable write writelines',
  'io.BytesIO':
    'close closed detach fileno flush getbuffer getvalue isatty read read1 readable readinto readinto1 readline readlines seek seekable tell truncate writable write writelines',
  'io.FileIO':
    'close closed closefd fileno flush isatty mode read readable readall readinto readline readlines seek seekable tell truncate writable write writelines',
  'io.IOBase': 'close closed fileno flush isatty readable readline readlines seek seekable tell truncate writable writelines',
  'io.IncrementalNewlineDecoder': 'decode getstate newlines reset setstate',
  'io.RawIOBase': 'close closed fileno flush isatty read readable readall readinto readline readlines seek seekable tell truncate writable write writelines',
  'io.StringIO':
    'close closed detach encoding errors fileno flush getvalue isatty line_buffering newlines read readable readline readlines seek seekable tell truncate writable write writelines',
  'io.TextIOBase':
    'close closed detach encoding errors fileno flush isatty newlines read readable readline readlines seek seekable tell truncate writable write writelines',
  'io.TextIOWrapper':
    'buffer close closed detach encoding errors fileno flush isatty line_buffering name newlines read readable readline readlines reconfigure seek seekable tell truncate writable write write_through writelines',
  'io.UnsupportedOperation': 'add_note args characters_written errno filename filename2 strerror with_traceback',
  itertools:
    'accumulate chain combinations combinations_with_replacement compress count cycle dropwhile filterfalse groupby islice pairwise permutations product repeat starmap takewhile tee zip_longest',
  'itertools.accumulate': '',
  'itertools.chain': 'from_iterable',
  'itertools.combinations': '',
  'itertools.combinations_with_replacement': '',
  'itertools.compress': '',
  'itertools.count': '',
  'itertools.cycle': '',
  'itertools.dropwhile': '',
  'itertools.filterfalse': '',
  'itertools.groupby': '',
  'itertools.islice': '',
  'itertools.pairwise': '',
  'itertools.permutations': '',
  'itertools.product': '',
  'itertools.repeat': '',
  'itertools.starmap': '',
  'itertools.takewhile': '',
  'itertools.zip_longest': '',
  json: 'JSONDecodeError JSONDecoder JSONEncoder codecs decoder detect_encoding dump dumps encoder load loads scanner',
  'json.JSONDecodeError': 'add_note args with_traceback',
  'json.JSONDecoder': 'decode raw_decode',
  'json.JSONEncoder': 'default encode item_separator iterencode key_separator',
  keyword: 'iskeyword issoftkeyword kwlist softkwlist',
  logging:
    'BASIC_FORMAT BufferingFormatter CRITICAL DEBUG ERROR FATAL FileHandler Filter Filterer Formatter GenericAlias Handler INFO LogRecord Logger LoggerAdapter Manager NOTSET NullHandler PercentStyle PlaceHolder RootLogger StrFormatStyle StreamHandler StringTemplateStyle Template WARN WARNING addLevelName atexit basicConfig captureWarnings collections critical currentframe debug disable error exception fatal getLevelName getLevelNamesMapping getLogRecordFactory getLogger getLoggerClass info io lastResort log logMultiprocessing logProcesses logThreads makeLogRecord os raiseExceptions re root setLogRecordFactory setLoggerClass shutdown sys threading time traceback warn warning warnings weakref',
  'logging.BufferingFormatter': 'format formatFooter formatHeader',
  'logging.FileHandler':
    'acquire addFilter close createLock emit filter flush format get_name handle handleError name release removeFilter setFormatter setLevel setStream set_name terminator',
  'logging.Filter': 'filter',
  'logging.Filterer': 'addFilter filter removeFilter',
  'logging.Formatter': 'converter default_msec_format default_time_format format formatException formatMessage formatStack formatTime usesTime',
  'logging.Handler':
    'acquire addFilter close createLock emit filter flush format get_name handle handleError name release removeFilter setFormatter setLevel set_name',
  'logging.LogRecord': 'getMessage',
  'logging.Logger':
    'addFilter addHandler callHandlers critical debug error exception fatal filter findCaller getChild getEffectiveLevel handle hasHandlers info isEnabledFor log makeRecord manager removeFilter removeHandler root setLevel warn warning',
  'logging.LoggerAdapter': 'critical debug error exception getEffectiveLevel hasHandlers info isEnabledFor log manager name process setLevel warn warning',
  'logging.Manager': 'disable getLogger setLogRecordFactory setLoggerClass',
  'logging.NullHandler':
    'acquire addFilter close createLock emit filter flush format get_name handle handleError name release removeFilter setFormatter setLevel set_name',
  'logging.PercentStyle': 'asctime_format asctime_search default_format format usesTime validate validation_pattern',
  'logging.PlaceHolder': 'append',
  'logging.RootLogger':
    'addFilter addHandler callHandlers critical debug error exception fatal filter findCaller getChild getEffectiveLevel handle hasHandlers info isEnabledFor log makeRecord manager removeFilter removeHandler root setLevel warn warning',
  'logging.StrFormatStyle': 'asctime_format asctime_search default_format field_spec fmt_spec format usesTime validate validation_pattern',
  'logging.StreamHandler':
    'acquire addFilter close createLock emit filter flush format get_name handle handleError name release removeFilter setFormatter setLevel setStream set_name terminator',
  'logging.StringTemplateStyle': 'asctime_format asctime_search default_format format usesTime validate validation_pattern',
  math: 'acos acosh asin asinh atan atan2 atanh cbrt ceil comb copysign cos cosh degrees dist e erf erfc exp exp2 expm1 fabs factorial floor fmod frexp fsum gamma gcd hypot inf isclose isfinite isinf isnan isqrt lcm ldexp lgamma log log10 log1p log2 modf nan nextafter perm pi pow prod radians remainder sin sinh sqrt tan tanh tau trunc ulp',
  numbers: 'ABCMeta Complex Integral Number Rational Real abstractmethod',
  'numbers.Complex': 'conjugate imag real',
  'numbers.Integral': 'conjugate denominator imag numerator real',
  'numbers.Number': '',
  'numbers.Rational': 'conjugate denominator imag numerator real',
  'numbers.Real': 'conjugate imag real',
  operator:
    'abs add and_ attrgetter call concat contains countOf delitem eq floordiv ge getitem gt iadd iand iconcat ifloordiv ilshift imatmul imod imul index indexOf inv invert ior ipow irshift is_ is_not isub itemgetter itruediv ixor le length_hint lshift lt matmul methodcaller mod mul ne neg not_ or_ pos pow rshift setitem sub truediv truth xor',
  'operator.attrgetter': '',
  'operator.itemgetter': '',
  'operator.methodcaller': '',
  os: 'CLD_CONTINUED CLD_DUMPED CLD_EXITED CLD_KILLED CLD_STOPPED CLD_TRAPPED DirEntry EFD_CLOEXEC EFD_NONBLOCK EFD_SEMAPHORE EX_CANTCREAT EX_CONFIG EX_DATAERR EX_IOERR EX_NOHOST EX_NOINPUT EX_NOPERM EX_NOUSER EX_OK EX_OSERR EX_OSFILE EX_PROTOCOL EX_SOFTWARE EX_TEMPFAIL EX_UNAVAILABLE EX_USAGE F_LOCK F_OK F_TEST F_TLOCK F_ULOCK GRND_NONBLOCK GRND_RANDOM GenericAlias MFD_ALLOW_SEALING MFD_CLOEXEC MFD_HUGETLB MFD_HUGE_16GB MFD_HUGE_16MB MFD_HUGE_1GB MFD_HUGE_1MB MFD_HUGE_256MB MFD_HUGE_2GB MFD_HUGE_2MB MFD_HUGE_32MB MFD_HUGE_512KB MFD_HUGE_512MB MFD_HUGE_64KB MFD_HUGE_8MB MFD_HUGE_MASK MFD_HUGE_SHIFT Mapping MutableMapping NGROUPS_MAX O_ACCMODE O_APPEND O_ASYNC O_CLOEXEC O_CREAT O_DIRECT O_DIRECTORY O_DSYNC O_EXCL O_FSYNC O_LARGEFILE O_NDELAY O_NOATIME O_NOCTTY O_NOFOLLOW O_NONBLOCK O_PATH O_RDONLY O_RDWR O_RSYNC O_SYNC O_TMPFILE O_TRUNC O_WRONLY POSIX_FADV_DONTNEED POSIX_FADV_NOREUSE POSIX_FADV_NORMAL POSIX_FADV_RANDOM POSIX_FADV_SEQUENTIAL POSIX_FADV_WILLNEED POSIX_SPAWN_CLOSE POSIX_SPAWN_DUP2 POSIX_SPAWN_OPEN PRIO_PGRP PRIO_PROCESS PRIO_USER P_ALL P_NOWAIT P_NOWAITO P_PGID P_PID P_PIDFD P_WAIT PathLike RTLD_DEEPBIND RTLD_GLOBAL RTLD_LAZY RTLD_LOCAL RTLD_NODELETE RTLD_NOLOAD RTLD_NOW RWF_APPEND RWF_DSYNC RWF_HIPRI RWF_NOWAIT RWF_SYNC R_OK SCHED_BATCH SCHED_FIFO SCHED_IDLE SCHED_OTHER SCHED_RESET_ON_FORK SCHED_RR SEEK_CUR SEEK_DATA SEEK_END SEEK_HOLE SEEK_SET SPLICE_F_MORE SPLICE_F_MOVE SPLICE_F_NONBLOCK ST_APPEND ST_MANDLOCK ST_NOATIME ST_NODEV ST_NODIRATIME ST_NOEXEC ST_NOSUID ST_RDONLY ST_RELATIME ST_SYNCHRONOUS ST_WRITE TMP_MAX WCONTINUED WCOREDUMP WEXITED WEXITSTATUS WIFCONTINUED WIFEXITED WIFSIGNALED WIFSTOPPED WNOHANG WNOWAIT WSTOPPED WSTOPSIG WTERMSIG WUNTRACED W_OK XATTR_CREATE XATTR_REPLACE XATTR_SIZE_MAX X_OK abc abort access altsep chdir chmod chown chroot close closerange confstr confstr_names copy_file_range cpu_count ctermid curdir defpath device_encoding devnull dup dup2 environ environb error eventfd eventfd_read eventfd_write execl execle execlp execlpe execv execve execvp execvpe extsep fchdir fchmod fchown fdatasync fdopen fork forkpty fpathconf fsdecode fsencode fspath fstat fstatvfs fsync ftruncate fwalk get_blocking get_exec_path get_inheritable get_terminal_size getcwd getcwdb getegid getenv getenvb geteuid getgid getgrouplist getgroups getloadavg getlogin getpgid getpgrp getpid getppid getpriority getrandom getresgid getresuid getsid getuid getxattr initgroups isatty kill killpg lchown linesep link listdir listxattr lockf login_tty lseek lstat major makedev makedirs memfd_create minor mkdir mkfifo mknod name nice open openpty pardir path pathconf pathconf_names pathsep pidfd_open pipe pipe2 popen posix_fadvise posix_fallocate posix_spawn posix_spawnp pread preadv putenv pwrite pwritev read readlink readv register_at_fork remove removedirs removexattr rename renames replace rmdir scandir sched_get_priority_max sched_get_priority_min sched_getaffinity sched_getparam sched_getscheduler sched_param sched_rr_get_interval sched_setaffinity sched_setparam sched_setscheduler sched_yield sendfile sep set_blocking set_inheritable setegid seteuid setgid setgroups setpgid setpgrp setpriority setregid setresgid setresuid setreuid setsid setuid setxattr spawnl spawnle spawnlp spawnlpe spawnv spawnve spawnvp spawnvpe splice st stat stat_result statvfs statvfs_result strerror supports_bytes_environ supports_dir_fd supports_effective_ids supports_fd supports_follow_symlinks symlink sync sys sysconf sysconf_names system tcgetpgrp tcsetpgrp terminal_size times times_result truncate ttyname umask uname uname_result unlink unsetenv urandom utime wait wait3 wait4 waitid waitid_result waitpid waitstatus_to_exitcode walk write writev',
  'os.PathLike': '',
  'os.stat_result':
    'count index n_fields n_sequence_fields n_unnamed_fields st_atime st_atime_ns st_blksize st_blocks st_ctime st_ctime_ns st_dev st_gid st_ino st_mode st_mtime st_mtime_ns st_nlink st_rdev st_size st_uid',
  'os.statvfs_result':
    'count f_bavail f_bfree f_blocks f_bsize f_favail f_ffree f_files f_flag f_frsize f_fsid f_namemax index n_fields n_sequence_fields n_unnamed_fields',
  'os.terminal_size': 'columns count index lines n_fields n_sequence_fields n_unnamed_fields',
  'os.path':
    'abspath altsep basename commonpath commonprefix curdir defpath devnull dirname exists expanduser expandvars extsep genericpath getatime getctime getmtime getsize isabs isdir isfile islink ismount join lexists normcase normpath os pardir pathsep realpath relpath samefile sameopenfile samestat sep split splitdrive splitext stat supports_unicode_filenames sys',
  pathlib:
    'EBADF ELOOP ENOENT ENOTDIR Path PosixPath PurePath PurePosixPath PureWindowsPath S_ISBLK S_ISCHR S_ISDIR S_ISFIFO S_ISLNK S_ISREG S_ISSOCK Sequence WindowsPath attrgetter fnmatch functools io ntpath os posixpath re sys urlquote_from_bytes warnings',
  'pathlib.Path':
    'absolute anchor as_posix as_uri chmod cwd drive exists expanduser glob group hardlink_to home is_absolute is_block_device is_char_device is_dir is_fifo is_file is_mount is_relative_to is_reserved is_socket is_symlink iterdir joinpath lchmod link_to lstat match mkdir name open owner parent parents parts read_bytes read_text readlink relative_to rename replace resolve rglob rmdir root samefile stat stem suffix suffixes symlink_to touch unlink with_name with_stem with_suffix write_bytes write_text',
  'pathlib.PosixPath':
    'absolute anchor as_posix as_uri chmod cwd drive exists expanduser glob group hardlink_to home is_absolute is_block_device is_char_device is_dir is_fifo is_file is_mount is_relative_to is_reserved is_socket is_symlink iterdir joinpath lchmod link_to lstat match mkdir name open owner parent parents parts read_bytes read_text readlink relative_to rename replace resolve rglob rmdir root samefile stat stem suffix suffixes symlink_to touch unlink with_name with_stem with_suffix write_bytes write_text',
  'pathlib.PurePath':
    'anchor as_posix as_uri drive is_absolute is_relative_to is_reserved joinpath match name parent parents parts relative_to root stem suffix suffixes with_name with_stem with_suffix',
  'pathlib.PurePosixPath':
    'anchor as_posix as_uri drive is_absolute is_relative_to is_reserved joinpath match name parent parents parts relative_to root stem suffix suffixes with_name with_stem with_suffix',
  'pathlib.PureWindowsPath':
    'anchor as_posix as_uri drive is_absolute is_relative_to is_reserved joinpath match name parent parents parts relative_to root stem suffix suffixes with_name with_stem with_suffix',
  'pathlib.WindowsPath':
    'absolute anchor as_posix as_uri chmod cwd drive exists expanduser glob group hardlink_to home is_absolute is_block_device is_char_device is_dir is_fifo is_file is_mount is_relative_to is_reserved is_socket is_symlink iterdir joinpath lchmod link_to lstat match mkdir name open owner parent parents parts read_bytes read_text readlink relative_to rename replace resolve rglob rmdir root samefile stat stem suffix suffixes symlink_to touch unlink with_name with_stem with_suffix write_bytes write_text',
  pprint: 'PrettyPrinter isreadable isrecursive pformat pp pprint re saferepr',
  'pprint.PrettyPrinter': 'format isreadable isrecursive pformat pprint',
  random:
    'BPF LOG4 NV_MAGICCONST RECIP_BPF Random SG_MAGICCONST SystemRandom TWOPI betavariate choice choices expovariate gammavariate gauss getrandbits getstate lognormvariate normalvariate paretovariate randbytes randint random randrange sample seed setstate shuffle triangular uniform vonmisesvariate weibullvariate',
  'random.Random':
    'VERSION betavariate choice choices expovariate gammavariate gauss getrandbits getstate lognormvariate normalvariate paretovariate randbytes randint random randrange sample seed setstate shuffle triangular uniform vonmisesvariate weibullvariate',
  'random.SystemRandom':
    'VERSION betavariate choice choices expovariate gammavariate gauss getrandbits getstate lognormvariate normalvariate paretovariate randbytes randint random randrange sample seed setstate shuffle triangular uniform vonmisesvariate weibullvariate',
  re: 'A ASCII DEBUG DOTALL I IGNORECASE L LOCALE M MULTILINE Match NOFLAG Pattern RegexFlag S Scanner T TEMPLATE U UNICODE VERBOSE X compile copyreg enum error escape findall finditer fullmatch functools match purge search split sub subn template',
  're.Match': 'end endpos expand group groupdict groups lastgroup lastindex pos re regs span start string',
  're.Pattern': 'findall finditer flags fullmatch groupindex groups match pattern scanner search split sub subn',
  're.RegexFlag':
    'ASCII DEBUG DOTALL IGNORECASE LOCALE MULTILINE TEMPLATE UNICODE VERBOSE as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag numerator real to_bytes',
  're.Scanner': 'scan',
  're.error': 'add_note args with_traceback',
  statistics:
    'Counter Decimal Fraction LinearRegression NormalDist StatisticsError bisect_left bisect_right correlation covariance defaultdict erf exp fabs fmean fsum geometric_mean groupby harmonic_mean hypot linear_regression log math mean median median_grouped median_high median_low mode mul multimode namedtuple numbers pstdev pvariance quantiles random reduce repeat sqrt stdev sys tau variance',
  'statistics.LinearRegression': 'count index intercept slope',
  'statistics.NormalDist': 'cdf from_samples inv_cdf mean median mode overlap pdf quantiles samples stdev variance zscore',
  'statistics.StatisticsError': 'add_note args with_traceback',
  string: 'Formatter Template ascii_letters ascii_lowercase ascii_uppercase capwords digits hexdigits octdigits printable punctuation whitespace',
  'string.Formatter': 'check_unused_args convert_field format format_field get_field get_value parse vformat',
  'string.Template': 'braceidpattern delimiter flags get_identifiers idpattern is_valid pattern safe_substitute substitute',
  sys: 'abiflags addaudithook api_version argv audit base_exec_prefix base_prefix breakpointhook builtin_module_names byteorder call_tracing copyright displayhook dont_write_bytecode exc_info excepthook exception exec_prefix executable exit flags float_info float_repr_style get_asyncgen_hooks get_coroutine_origin_tracking_depth get_int_max_str_digits getallocatedblocks getdefaultencoding getdlopenflags getfilesystemencodeerrors getfilesystemencoding getprofile getrecursionlimit getrefcount getsizeof getswitchinterval gettrace hash_info hexversion implementation int_info intern is_finalizing maxsize maxunicode meta_path modules orig_argv path path_hooks path_importer_cache platform platlibdir prefix pycache_prefix set_asyncgen_hooks set_coroutine_origin_tracking_depth set_int_max_str_digits setdlopenflags setprofile setrecursionlimit setswitchinterval settrace stderr stdin stdlib_module_names stdout thread_info unraisablehook version version_info warnoptions',
  textwrap: 'TextWrapper dedent fill indent re shorten wrap',
  'textwrap.TextWrapper': 'fill sentence_end_re unicode_whitespace_trans wordsep_re wordsep_simple_re wrap',
  time: 'CLOCK_BOOTTIME CLOCK_MONOTONIC CLOCK_MONOTONIC_RAW CLOCK_PROCESS_CPUTIME_ID CLOCK_REALTIME CLOCK_TAI CLOCK_THREAD_CPUTIME_ID altzone asctime clock_getres clock_gettime clock_gettime_ns clock_settime clock_settime_ns ctime daylight get_clock_info gmtime localtime mktime monotonic monotonic_ns perf_counter perf_counter_ns process_time process_time_ns pthread_getcpuclockid sleep strftime strptime struct_time thread_time thread_time_ns time time_ns timezone tzname tzset',
  'time.struct_time':
    'count index n_fields n_sequence_fields n_unnamed_fields tm_gmtoff tm_hour tm_isdst tm_mday tm_min tm_mon tm_sec tm_wday tm_yday tm_year tm_zone',
  types:
    'AsyncGeneratorType BuiltinFunctionType BuiltinMethodType CellType ClassMethodDescriptorType CodeType CoroutineType DynamicClassAttribute EllipsisType FrameType FunctionType GeneratorType GenericAlias GetSetDescriptorType LambdaType MappingProxyType MemberDescriptorType MethodDescriptorType MethodType MethodWrapperType ModuleType NoneType NotImplementedType SimpleNamespace TracebackType UnionType WrapperDescriptorType coroutine new_class prepare_class resolve_bases',
  'types.DynamicClassAttribute': 'deleter getter setter',
  'types.GenericAlias': '',
  'types.SimpleNamespace': '',
  'types.UnionType': '',
  typing:
    'ABCMeta AbstractSet Annotated Any AnyStr AsyncContextManager AsyncGenerator AsyncIterable AsyncIterator Awaitable BinaryIO ByteString CT_co Callable ChainMap ClassVar Collection Concatenate Container ContextManager Coroutine Counter DefaultDict Deque Dict EXCLUDED_ATTRIBUTES Final ForwardRef FrozenSet Generator Generic GenericAlias Hashable IO ItemsView Iterable Iterator KT KeysView List Literal LiteralString Mapping MappingView Match MethodDescriptorType MethodWrapperType MutableMapping MutableSequence MutableSet NamedTuple NamedTupleMeta Never NewType NoReturn NotRequired Optional OrderedDict ParamSpec ParamSpecArgs ParamSpecKwargs Pattern Protocol Required Reversible Self Sequence Set Sized SupportsAbs SupportsBytes SupportsComplex SupportsFloat SupportsIndex SupportsInt SupportsRound T TYPE_CHECKING T_co T_contra Text TextIO Tuple Type TypeAlias TypeGuard TypeVar TypeVarTuple TypedDict Union Unpack VT VT_co V_co ValuesView WrapperDescriptorType abstractmethod assert_never assert_type cast clear_overloads collections contextlib dataclass_transform defaultdict final functools get_args get_origin get_overloads get_type_hints io is_typeddict no_type_check no_type_check_decorator operator overload re reveal_type runtime_checkable stdlib_re sys types warnings',
  'typing.Annotated': '',
  'typing.Any': '',
  'typing.BinaryIO': 'close closed fileno flush isatty mode name read readable readline readlines seek seekable tell truncate writable write writelines',
  'typing.ForwardRef': '',
  'typing.Generic': '',
  'typing.IO': 'close closed fileno flush isatty mode name read readable readline readlines seek seekable tell truncate writable write writelines',
  'typing.NamedTupleMeta': 'mro',
  'typing.NewType': '',
  'typing.ParamSpec': 'args kwargs',
  'typing.ParamSpecArgs': '',
  'typing.ParamSpecKwargs': '',
  'typing.Protocol': '',
  'typing.SupportsAbs': '',
  'typing.SupportsBytes': '',
  'typing.SupportsComplex': '',
  'typing.SupportsFloat': '',
  'typing.SupportsIndex': '',
  'typing.SupportsInt': '',
  'typing.SupportsRound': '',
  'typing.TextIO':
    'buffer close closed encoding errors fileno flush isatty line_buffering mode name newlines read readable readline readlines seek seekable tell truncate writable write writelines',
  'typing.TypeVar': '',
  'typing.TypeVarTuple': '',
  uuid: 'Enum NAMESPACE_DNS NAMESPACE_OID NAMESPACE_URL NAMESPACE_X500 RESERVED_FUTURE RESERVED_MICROSOFT RESERVED_NCS RFC_4122 SafeUUID UUID bytes_ getnode int_ os platform sys uuid1 uuid3 uuid4 uuid5',
  'uuid.SafeUUID': 'safe unknown unsafe',
  'uuid.UUID':
    'bytes bytes_le clock_seq clock_seq_hi_variant clock_seq_low fields hex int is_safe node time time_hi_version time_low time_mid urn variant version',
  warnings:
    'WarningMessage catch_warnings defaultaction filters filterwarnings formatwarning onceregistry resetwarnings showwarning simplefilter sys warn warn_explicit',
  'warnings.WarningMessage': '',
  'warnings.catch_warnings': '',
  annotated_types:
    'Annotated Any BaseMetadata Callable Doc DocInfo EllipsisType Ge GroupedMetadata Gt Interval IsAscii IsDigit IsDigits IsFinite IsInfinite IsNan IsNotFinite IsNotInfinite IsNotNan Iterator Le Len Literal LowerCase Lt MaxLen MinLen MultipleOf Not Predicate Protocol SupportsDiv SupportsFloat SupportsGe SupportsGt SupportsIndex SupportsLe SupportsLt SupportsMod T TYPE_CHECKING Timezone TypeVar Union Unit UpperCase dataclass doc math runtime_checkable types tzinfo',
  pydantic:
    'AfterValidator AliasChoices AliasGenerator AliasPath AllowInfNan AmqpDsn AnyHttpUrl AnyUrl AnyWebsocketUrl AwareDatetime Base64Bytes Base64Encoder Base64Str Base64UrlBytes Base64UrlStr BaseConfig BaseModel BeforeValidator ByteSize ClickHouseDsn CockroachDsn ConfigDict DirectoryPath Discriminator EmailStr EncodedBytes EncodedStr EncoderProtocol Extra FailFast Field FieldSerializationInfo FilePath FileUrl FiniteFloat FtpUrl FutureDate FutureDatetime GetCoreSchemaHandler GetJsonSchemaHandler GetPydanticSchema HttpUrl IPvAnyAddress IPvAnyInterface IPvAnyNetwork ImportString InstanceOf Json JsonValue KafkaDsn MariaDBDsn ModelWrapValidatorHandler MongoDsn MySQLDsn NaiveDatetime NameEmail NatsDsn NegativeFloat NegativeInt NewPath NonNegativeFloat NonNegativeInt NonPositiveFloat NonPositiveInt OnErrorOmit PastDate PastDatetime PaymentCardNumber PlainSerializer PlainValidator PositiveFloat PositiveInt PostgresDsn PrivateAttr PydanticDeprecatedSince20 PydanticDeprecatedSince210 PydanticDeprecatedSince211 PydanticDeprecatedSince212 PydanticDeprecatedSince26 PydanticDeprecatedSince29 PydanticDeprecationWarning PydanticErrorCodes PydanticExperimentalWarning PydanticForbiddenQualifier PydanticImportError PydanticInvalidForJsonSchema PydanticSchemaGenerationError PydanticUndefinedAnnotation PydanticUserError RedisDsn RootModel Secret SecretBytes SecretStr SerializationInfo SerializeAsAny SerializerFunctionWrapHandler SkipValidation SnowflakeDsn SocketPath Strict StrictBool StrictBytes StrictFloat StrictInt StrictStr StringConstraints Tag TypeAdapter UUID1 UUID3 UUID4 UUID5 UUID6 UUID7 UUID8 UrlConstraints VERSION ValidateAs ValidationError ValidationInfo ValidatorFunctionWrapHandler WebsocketUrl WithJsonSchema WrapSerializer WrapValidator computed_field conbytes condate condecimal confloat confrozenset conint conlist conset constr create_model dataclasses field_serializer field_validator model_serializer model_validator parse_obj_as root_validator schema_json_of schema_of validate_call validate_email validator with_config',
  'pydantic.alias_generators': 're to_camel to_pascal to_snake',
  'pydantic.aliases': 'AliasChoices AliasGenerator AliasPath Any Callable Literal PydanticUndefined annotations dataclasses',
  'pydantic.annotated_handlers': 'Any GetCoreSchemaHandler GetJsonSchemaHandler TYPE_CHECKING Union core_schema',
  'pydantic.config':
    'AliasGenerator Any Callable ConfigDict ExtraValues JsonDict JsonEncoder JsonSchemaExtraCallable JsonValue Literal Pattern PydanticDeprecatedSince211 PydanticUserError TYPE_CHECKING TypeAlias TypeVar TypedDict Union Unpack cast deprecated getattr_migration overload warnings with_config',
  'pydantic.dataclasses':
    'Any Callable ConfigDict Field FieldInfo Generic Literal NoReturn PrivateAttr PydanticUserError TYPE_CHECKING TypeGuard TypeVar dataclass dataclass_transform dataclasses functools getattr_migration is_pydantic_dataclass overload rebuild_dataclass sys types warn',
  'pydantic.errors':
    'Any ClassVar DEV_ERROR_DOCS_URL Literal PydanticErrorCodes PydanticErrorMixin PydanticForbiddenQualifier PydanticImportError PydanticInvalidForJsonSchema PydanticSchemaGenerationError PydanticUndefinedAnnotation PydanticUserError Qualifier Self getattr_migration re version_short',
  'pydantic.fields':
    'AliasChoices AliasGenerator AliasPath Annotated AnnotationSource Any Callable ClassVar ComputedFieldInfo DataclassField Deprecated Field FieldInfo ForbiddenQualifier GlobalsNamespace JsonDict Literal MISSING Mapping MappingNamespace ModelPrivateAttr PrivateAttr PropertyT PydanticDeprecatedSince20 PydanticForbiddenQualifier PydanticJsonSchemaWarning PydanticUndefined PydanticUserError Qualifier Self TYPE_CHECKING TypeAlias TypeVar TypedDict UNKNOWN Unpack annotated_types cached_property computed_field copy dataclasses deprecated final inspect inspect_annotation overload re sys types typing_extensions typing_objects warn',
  'pydantic.functional_serializers':
    'Annotated Any AnyType Callable GetCoreSchemaHandler Literal PlainSerializer PydanticUndefined PydanticUndefinedAnnotation PydanticUserError SerializationInfo SerializeAsAny SerializerFunctionWrapHandler TYPE_CHECKING TypeAlias TypeVar WhenUsed WrapSerializer annotations core_schema dataclasses field_serializer model_serializer overload partial partialmethod',
  'pydantic.functional_validators':
    'AfterValidator Annotated Any AnyType ArbitraryTypeWarning BeforeValidator Callable FieldValidatorModes FreeModelBeforeValidator FreeModelBeforeValidatorWithoutInfo GetCoreSchemaHandler InstanceOf Literal ModelAfterValidator ModelAfterValidatorWithoutInfo ModelBeforeValidator ModelBeforeValidatorWithoutInfo ModelWrapValidator ModelWrapValidatorHandler ModelWrapValidatorWithoutInfo PlainValidator Protocol PydanticDeprecatedSince212 PydanticUndefined PydanticUserError Self SkipValidation TYPE_CHECKING TypeAlias TypeVar Union ValidateAs WrapValidator cast core_schema dataclasses field_validator model_validator overload partialmethod sys version_short warnings',
  'pydantic.json_schema':
    'Annotated Any AnyType Callable ComputedField CoreModeRef CoreRef CoreSchema CoreSchemaOrFieldType Counter DEFAULT_REF_TEMPLATE DefsRef Enum Examples GenerateJsonSchema GetJsonSchemaHandler Hashable Iterable JsonDict JsonRef JsonSchemaKeyT JsonSchemaMode JsonSchemaValue JsonSchemaWarningKind JsonValue Literal MISSING NewType NoDefault Pattern PydanticDeprecatedSince26 PydanticDeprecatedSince29 PydanticInvalidForJsonSchema PydanticJsonSchemaWarning PydanticOmit PydanticSchemaGenerationError PydanticUserError Sequence SkipJsonSchema TYPE_CHECKING TypeAlias TypeVar Union WithJsonSchema assert_never cast collections core_schema dataclasses deepcopy defaultdict deprecated final get_literal_values inspect math model_json_schema models_json_schema os overload pydantic_core re to_jsonable_python warnings',
  'pydantic.main':
    'AliasChoices AliasPath Any BaseModel Callable ClassVar ConfigDict DEFAULT_REF_TEMPLATE Dict ExtraValues GenerateJsonSchema Generator Generic GetCoreSchemaHandler GetJsonSchemaHandler IncEx JsonSchemaMode JsonSchemaValue Literal Mapping ModelT PluggableSchemaValidator PydanticDeprecatedSince20 PydanticDeprecatedSince211 PydanticUndefined PydanticUndefinedAnnotation PydanticUserError Self TYPE_CHECKING TupleGenerator TypeAlias TypeVar Union Unpack ValidationError cached_property cast copy create_model deepcopy getattr_migration model_json_schema operator overload pydantic_core sys types typing_extensions warnings',
  'pydantic.networks':
    'AmqpDsn Annotated Any AnyHttpUrl AnyUrl AnyWebsocketUrl ClassVar ClickHouseDsn CockroachDsn EmailStr FileUrl FtpUrl GetCoreSchemaHandler HttpUrl IPv4Address IPv4Interface IPv4Network IPv6Address IPv6Interface IPv6Network IPvAnyAddress IPvAnyAddressType IPvAnyInterface IPvAnyInterfaceType IPvAnyNetwork IPvAnyNetworkType JsonSchemaValue KafkaDsn MAX_EMAIL_LENGTH MariaDBDsn MongoDsn MultiHostHost MySQLDsn NameEmail NatsDsn PostgresDsn PydanticCustomError PydanticSerializationUnexpectedValue PydanticUserError RedisDsn SchemaSerializer Self SnowflakeDsn TYPE_CHECKING TypeAdapter TypeAlias UrlConstraints WebsocketUrl core_schema email_validator fields getattr_migration import_email_validator lru_cache pretty_email_regex re validate_email version',
  'pydantic.root_model':
    'Any BaseModel Generic Literal PydanticUndefined PydanticUserError RootModel RootModelRootType Self TYPE_CHECKING TypeVar copy dataclass_transform deepcopy',
  'pydantic.type_adapter':
    'Any BaseModel Callable ConfigDict CoreSchema DEFAULT_REF_TEMPLATE ExtraValues FrameType GenerateJsonSchema Generic IncEx Iterable JsonSchemaKeyT JsonSchemaMode JsonSchemaValue Literal P ParamSpec PluggableSchemaValidator PydanticUndefinedAnnotation PydanticUserError R SchemaSerializer SchemaValidator Some T TypeAdapter TypeAdapterT TypeVar cast create_schema_validator final is_dataclass is_typeddict overload sys types',
  'pydantic.types':
    'AllowInfNan Annotated Any AnyItemType AnyType AwareDatetime Base64Bytes Base64Encoder Base64Str Base64UrlBytes Base64UrlEncoder Base64UrlStr BaseMetadata ByteSize Callable ClassVar CoreSchema Decimal DirectoryPath Discriminator EncodedBytes EncodedStr EncoderProtocol Enum FailFast FilePath FiniteFloat FutureDate FutureDatetime Generic GetCoreSchemaHandler GetJsonSchemaHandler GetPydanticSchema Hashable HashableItemType ImportString Iterator Json JsonSchemaValue JsonValue Literal MaxLen MinLen ModuleType NaiveDatetime NegativeFloat NegativeInt NewPath NonNegativeFloat NonNegativeInt NonPositiveFloat NonPositiveInt OnErrorOmit PastDate PastDatetime Path PathType Pattern PaymentCardBrand PaymentCardNumber PositiveFloat PositiveInt Protocol PydanticCustomError PydanticDeprecatedSince20 PydanticUserError SchemaSerializer Secret SecretBytes SecretStr SecretType SocketPath Strict StrictBool StrictBytes StrictFloat StrictInt StrictStr StringConstraints T TYPE_CHECKING Tag TypeAlias TypeAliasType TypeVar UUID UUID1 UUID3 UUID4 UUID5 UUID6 UUID7 UUID8 Union UuidVersion annotated_types base64 cast conbytes condate condecimal confloat confrozenset conint conlist conset constr core_schema date datetime deprecated get_args get_origin getattr_migration re',
  'pydantic.validate_call_decorator': 'Any BuiltinFunctionType Callable PydanticUserError TYPE_CHECKING TypeVar cast inspect overload partial validate_call',
  'pydantic.version': 'VERSION check_pydantic_core_version parse_mypy_version sys version_info version_short',
  'pydantic.warnings':
    'ArbitraryTypeWarning CoreSchemaGenerationWarning GenericBeforeBaseModelWarning PydanticDeprecatedSince20 PydanticDeprecatedSince210 PydanticDeprecatedSince211 PydanticDeprecatedSince212 PydanticDeprecatedSince26 PydanticDeprecatedSince29 PydanticDeprecationWarning PydanticExperimentalWarning TypedDictExtraConfigWarning UnsupportedFieldAttributeWarning version_short',
  pydantic_core:
    'ArgsKwargs CoreConfig CoreSchema CoreSchemaType ErrorDetails ErrorType ErrorTypeInfo InitErrorDetails MISSING MultiHostHost MultiHostUrl PydanticCustomError PydanticKnownError PydanticOmit PydanticSerializationError PydanticSerializationUnexpectedValue PydanticUndefined PydanticUndefinedType PydanticUseDefault SchemaError SchemaSerializer SchemaValidator Sentinel Some TzInfo Url ValidationError annotations core_schema from_json to_json to_jsonable_python',
  'pydantic_core.core_schema':
    'AfterValidatorFunctionSchema Any AnySchema ArgumentsParameter ArgumentsSchema ArgumentsV3Parameter ArgumentsV3Schema BeforeValidatorFunctionSchema BoolSchema BytesSchema CallSchema Callable CallableSchema ChainSchema ComplexSchema ComputedField ContextT CoreConfig CoreSchema CoreSchemaFieldType CoreSchemaType CustomErrorSchema DataclassArgsSchema DataclassField DataclassSchema DateSchema DatetimeSchema Decimal DecimalSchema DefinitionReferenceSchema DefinitionsSchema DictSchema EnumSchema ErrorType ExpectedSerializationTypes ExtraBehavior FieldPlainInfoSerializerFunction FieldPlainNoInfoSerializerFunction FieldSerializationInfo FieldWrapInfoSerializerFunction FieldWrapNoInfoSerializerFunction FloatSchema FormatSerSchema FrozenSetSchema GeneralPlainInfoSerializerFunction GeneralPlainNoInfoSerializerFunction GeneralWrapInfoSerializerFunction GeneralWrapNoInfoSerializerFunction Generator GeneratorSchema Hashable IncExCall IncExDict IncExDictOrElseSerSchema IncExDictSerSchema IncExSeqOrElseSerSchema IncExSeqSerSchema IntSchema InvalidSchema IsInstanceSchema IsSubclassSchema JsonOrPythonSchema JsonSchema JsonType LaxOrStrictSchema ListSchema Literal LiteralSchema MYPY Mapping MissingSentinelSchema ModelField ModelFieldsSchema ModelSchema ModelSerSchema MultiHostUrlSchema NoInfoValidatorFunction NoInfoValidatorFunctionSchema NoInfoWrapValidatorFunction NoInfoWrapValidatorFunctionSchema NoneSchema NullableSchema Pattern PlainSerializerFunctionSerSchema PlainValidatorFunctionSchema Protocol PydanticUndefined Required SerSchema SerializationInfo SerializerFunction SerializerFunctionWrapHandler SetSchema SimpleSerSchema StringSchema TYPE_CHECKING TaggedUnionSchema TimeSchema TimedeltaSchema ToStringSerSchema TupleSchema TypeAlias TypeVar TypedDict TypedDictField TypedDictSchema Union UnionSchema UrlSchema UuidSchema ValidationFunction ValidationInfo ValidatorFunctionWrapHandler VarKwargsMode WhenUsed WithDefaultSchema WithInfoValidatorFunction WithInfoValidatorFunctionSchema WithInfoWrapValidatorFunction WithInfoWrapValidatorFunctionSchema WrapSerializerFunction WrapSerializerFunctionSerSchema WrapValidatorFunction WrapValidatorFunctionSchema any_schema arguments_parameter arguments_schema arguments_v3_parameter arguments_v3_schema bool_schema bytes_schema call_schema callable_schema chain_schema complex_schema computed_field custom_error_schema dataclass_args_schema dataclass_field dataclass_schema date date_schema datetime datetime_schema decimal_schema definition_reference_schema definitions_schema deprecated dict_schema enum_schema field_after_validator_function field_before_validator_function field_plain_validator_function field_wrap_validator_function filter_dict_schema filter_seq_schema float_schema format_ser_schema frozenset_schema general_after_validator_function general_before_validator_function general_plain_validator_function general_wrap_validator_function generator_schema int_schema invalid_schema is_instance_schema is_subclass_schema iter_union_choices json_or_python_schema json_schema lax_or_strict_schema list_schema literal_schema missing_sentinel_schema model_field model_fields_schema model_schema model_ser_schema multi_host_url_schema no_info_after_validator_function no_info_before_validator_function no_info_plain_validator_function no_info_wrap_validator_function none_schema nullable_schema plain_serializer_function_ser_schema set_schema simple_ser_schema str_schema sys tagged_union_schema time time_schema timedelta timedelta_schema to_string_ser_schema tuple_positional_schema tuple_schema tuple_variable_schema typed_dict_field typed_dict_schema union_schema url_schema uuid_schema warnings with_default_schema with_info_after_validator_function with_info_before_validator_function with_info_plain_validator_function with_info_wrap_validator_function wrap_serializer_function_ser_schema',
  torch:
    'AVG AcceleratorError AggregationType AliasDb AnyType Argument ArgumentSpec AwaitType BFloat16Storage BFloat16Tensor BenchmarkConfig BenchmarkExecutionStats Block BoolStorage BoolTensor BoolType BufferDict ByteStorage ByteTensor CallStack Capsule CharStorage CharTensor ClassType Code CompilationUnit CompleteArgumentSpec ComplexDoubleStorage ComplexFloatStorage ComplexType ConcreteModuleType ConcreteModuleTypeBuilder DeepCopyMemoTable DeserializationStorageContext DeviceObjType DictType DisableTorchFunction DisableTorchFunctionSubclass DispatchKey DispatchKeySet DoubleStorage DoubleTensor EnumType ErrorReport Event ExcludeDispatchKeyGuard ExecutionPlan FatalError FileCheck FloatStorage FloatTensor FloatType FunctionSchema Future FutureType Generator GradScaler Gradient Graph GraphExecutorState HalfStorage HalfTensor IODescriptor InferredType IntStorage IntTensor IntType InterfaceType JITException ListType LiteScriptModule LockingLogger LoggerBase LongStorage LongTensor ModuleDict Node NoneType NoopLogger NumberType OperatorInfo OptionalType OutOfMemoryError PRIVATE_OPS ParameterDict PyObjectType PyTorchFileReader PyTorchFileWriter QInt32Storage QInt8Storage QUInt2x4Storage QUInt4x2Storage QUInt8Storage RRefType SUM ScriptClass ScriptClassFunction ScriptDict ScriptDictIterator ScriptDictKeyIterator ScriptFunction ScriptList ScriptListIterator ScriptMethod ScriptModule ScriptModuleSerializer ScriptObject ScriptObjectProperty SerializationStorageContext ShortStorage ShortTensor Size StaticModule Storage StorageBase Stream StreamObjType StringType SymBool SymBoolType SymFloat SymInt SymIntType TYPE_CHECKING Tag Tensor TensorType ThroughputBenchmark TracingState TupleType Type TypedStorage USE_GLOBAL_DEPS USE_RTLD_GLOBAL_WITH_LIBTORCH UnionType UntypedStorage Use Value abs abs_ absolute accelerator acos acos_ acosh acosh_ adaptive_avg_pool1d adaptive_max_pool1d add addbmm addcdiv addcmul addmm addmv addmv_ addr adjoint affine_grid_generator alias_copy all allclose alpha_dropout alpha_dropout_ amax amin aminmax amp angle any ao arange arccos arccos_ arccosh arccosh_ arcsin arcsin_ arcsinh arcsinh_ arctan arctan2 arctan_ arctanh arctanh_ are_deterministic_algorithms_enabled argmax argmin argsort argwhere as_strided as_strided_ as_strided_copy as_strided_scatter as_tensor asarray asin asin_ asinh asinh_ atan atan2 atan_ atanh atanh_ atleast_1d atleast_2d atleast_3d autocast autocast_decrement_nesting autocast_increment_nesting autograd avg_pool1d backends baddbmm bartlett_window batch_norm batch_norm_backward_elemt batch_norm_backward_reduce batch_norm_elemt batch_norm_gather_stats batch_norm_gather_stats_with_counts batch_norm_stats batch_norm_update_stats bernoulli bfloat16 bilinear binary_cross_entropy_with_logits bincount binomial bit bits16 bits1x8 bits2x4 bits4x2 bits8 bitwise_and bitwise_left_shift bitwise_not bitwise_or bitwise_right_shift bitwise_xor blackman_window block_diag bmm bool broadcast_shapes broadcast_tensors broadcast_to bucketize builtins can_cast cartesian_prod cat ccol_indices_copy cdist cdouble ceil ceil_ celu celu_ cfloat chain_matmul chalf channel_shuffle channels_last channels_last_3d cholesky cholesky_inverse cholesky_solve choose_qparams_optimized chunk clamp clamp_ clamp_max clamp_max_ clamp_min clamp_min_ classes classproperty clear_autocast_cache clip clip_ clone col_indices_copy column_stack combinations compile compiled_with_cxx11_abi compiler complex complex128 complex32 complex64 concat concatenate cond conj conj_physical conj_physical_ constant_pad_nd contiguous_format conv1d conv2d conv3d conv_tbc conv_transpose1d conv_transpose2d conv_transpose3d convolution copysign corrcoef cos cos_ cosh cosh_ cosine_embedding_loss cosine_similarity count_nonzero cov cpp cpu cross crow_indices_copy ctc_loss ctypes cuda cudnn_affine_grid_generator cudnn_batch_norm cudnn_convolution cudnn_convolution_add_relu cudnn_convolution_relu cudnn_convolution_transpose cudnn_grid_sampler cudnn_is_acceptable cummax cummin cumprod cumsum cumulative_trapezoid default_generator deg2rad deg2rad_ dequantize det detach detach_ detach_copy device diag diag_embed diagflat diagonal diagonal_copy diagonal_scatter diff digamma dist distributed distributions div divide dot double dropout dropout_ dsmm dsplit dstack dtype e eig einsum embedding embedding_bag embedding_renorm_ empty empty_like empty_permuted empty_quantized empty_strided enable_grad eq equal erf erf_ erfc erfc_ erfinv exp exp2 exp2_ exp_ expand_copy expm1 expm1_ export eye fake_quantize_per_channel_affine fake_quantize_per_tensor_affine fbgemm_linear_fp16_weight fbgemm_linear_fp16_weight_fp32_activation fbgemm_linear_int8_weight fbgemm_linear_int8_weight_fp32_activation fbgemm_linear_quantize_weight fbgemm_pack_gemm_matrix_fp16 fbgemm_pack_quantized_matrix feature_alpha_dropout feature_alpha_dropout_ feature_dropout feature_dropout_ fft fill fill_ finfo fix fix_ flatten flip fliplr flipud float float16 float32 float4_e2m1fn_x2 float64 float8_e4m3fn float8_e4m3fnuz float8_e5m2 float8_e5m2fnuz float8_e8m0fnu float_power floor floor_ floor_divide fmax fmin fmod fork frac frac_ frexp frobenius_norm from_dlpack from_file from_numpy frombuffer full full_like func functional functools fused_moving_avg_obs_fake_quant futures fx gather gcd gcd_ ge geqrf ger get_autocast_cpu_dtype get_autocast_dtype get_autocast_gpu_dtype get_autocast_ipu_dtype get_autocast_xla_dtype get_default_device get_default_dtype get_deterministic_debug_mode get_device get_device_module get_file_path get_float32_matmul_precision get_num_interop_threads get_num_threads get_rng_state glob gradient greater greater_equal grid_sampler grid_sampler_2d grid_sampler_3d group_norm gru gru_cell gt half hamming_window hann_window hardshrink has_lapack has_mkl has_openmp has_spectral hash_tensor heaviside hinge_embedding_loss histc histogram histogramdd hsmm hsplit hspmm hstack hub hypot i0 i0_ igamma igammac iinfo imag import_ir_module import_ir_module_from_buffer importlib index_add index_copy index_fill index_put index_put_ index_reduce index_select indices_copy inf inference_mode init_num_threads initial_seed inner inspect instance_norm int int1 int16 int2 int3 int32 int4 int5 int6 int64 int7 int8 int_repr inverse is_anomaly_check_nan_enabled is_anomaly_enabled is_autocast_cache_enabled is_autocast_cpu_enabled is_autocast_enabled is_autocast_ipu_enabled is_autocast_xla_enabled is_complex is_conj is_deterministic_algorithms_warn_only_enabled is_distributed is_floating_point is_grad_enabled is_inference is_inference_mode_enabled is_neg is_nonzero is_same_size is_signed is_storage is_tensor is_vulkan_available is_warn_always_enabled isclose isfinite isin isinf isnan isneginf isposinf isreal istft jagged jit kaiser_window kl_div kron kthvalue layer_norm layout lcm lcm_ ldexp ldexp_ le legacy_contiguous_format lerp less less_equal lgamma library linalg linspace load lobpcg log log10 log10_ log1p log1p_ log2 log2_ log_ log_softmax logaddexp logaddexp2 logcumsumexp logdet logical_and logical_not logical_or logical_xor logit logit_ logspace logsumexp long lstm lstm_cell lstsq lt lu lu_solve lu_unpack manual_seed margin_ranking_loss masked masked_fill masked_scatter masked_select math matmul matrix_exp matrix_power matrix_rank max max_pool1d max_pool1d_with_indices max_pool2d max_pool3d maximum mean median memory_format merge_type_from_type_comment meshgrid min minimum miopen_batch_norm miopen_convolution miopen_convolution_add_relu miopen_convolution_relu miopen_convolution_transpose miopen_ctc_loss miopen_depthwise_convolution miopen_rnn mkldnn_adaptive_avg_pool2d mkldnn_convolution mkldnn_linear_backward_weights mkldnn_max_pool2d mkldnn_max_pool3d mkldnn_rnn_layer mm mode monitor moveaxis movedim mps msort mtia mul multinomial multiply multiprocessing mv mvlgamma nan nan_to_num nan_to_num_ nanmean nanmedian nanquantile nansum narrow narrow_copy native_batch_norm native_channel_shuffle native_dropout native_group_norm native_layer_norm native_norm ne neg neg_ negative negative_ nested newaxis nextafter nn no_grad nonzero nonzero_static norm norm_except_dim normal not_equal nuclear_norm numel ones ones_like ops optim orgqr ormqr os outer overrides package pairwise_distance parse_ir parse_schema parse_type_comment pca_lowrank pdist per_channel_affine per_channel_affine_float_qparams per_channel_symmetric per_tensor_affine per_tensor_symmetric permute permute_copy pi pinverse pixel_shuffle pixel_unshuffle platform poisson poisson_nll_loss polar polygamma positive pow prelu prepare_multiprocessing_environment preserve_format prod profiler profiler_allow_cudagraph_cupti_lazy_reinit_cuda12 promote_types put q_per_channel_axis q_per_channel_scales q_per_channel_zero_points q_scale q_zero_point qint32 qint8 qr qscheme quantile quantization quantize_per_channel quantize_per_tensor quantize_per_tensor_dynamic quantized_batch_norm quantized_gru quantized_gru_cell quantized_lstm quantized_lstm_cell quantized_max_pool1d quantized_max_pool2d quantized_max_pool3d quantized_rnn_relu_cell quantized_rnn_tanh_cell quasirandom quint2x4 quint4x2 quint8 rad2deg rad2deg_ rand rand_like randint randint_like randn randn_like random randperm range ravel real reciprocal reciprocal_ relu relu_ remainder renorm repeat_interleave reshape resize_as_ resize_as_sparse_ resolve_conj resolve_neg result_type return_types rms_norm rnn_relu rnn_relu_cell rnn_tanh rnn_tanh_cell roll rot90 round round_ row_indices_copy row_stack rrelu rrelu_ rsqrt rsqrt_ rsub saddmm save scalar_tensor scatter scatter_add scatter_reduce searchsorted seed segment_reduce select select_copy select_scatter selu selu_ serialization set_anomaly_enabled set_autocast_cache_enabled set_autocast_cpu_dtype set_autocast_cpu_enabled set_autocast_dtype set_autocast_enabled set_autocast_gpu_dtype set_autocast_ipu_dtype set_autocast_ipu_enabled set_autocast_xla_dtype set_autocast_xla_enabled set_default_device set_default_dtype set_default_tensor_type set_deterministic_debug_mode set_float32_matmul_precision set_flush_denormal set_grad_enabled set_num_interop_threads set_num_threads set_printoptions set_rng_state set_warn_always sgn short sigmoid sigmoid_ sign signal signbit sin sin_ sinc sinc_ sinh sinh_ slice_copy slice_inverse slice_scatter slogdet smm softmax solve sort sparse sparse_bsc sparse_bsc_tensor sparse_bsr sparse_bsr_tensor sparse_compressed_tensor sparse_coo sparse_coo_tensor sparse_csc sparse_csc_tensor sparse_csr sparse_csr_tensor special split split_copy split_with_sizes split_with_sizes_copy spmm sqrt sqrt_ square square_ squeeze squeeze_copy sspaddmm stack std std_mean stft storage strided sub subtract sum svd svd_lowrank swapaxes swapdims sym_constrain_range sym_constrain_range_for_size sym_float sym_fresh_size sym_int sym_ite sym_max sym_min sym_not sym_sqrt sym_sum symeig sys t t_copy take take_along_dim tan tan_ tanh tanh_ tensor tensor_split tensordot testing textwrap thread_safe_generator threading threshold threshold_ tile to_dlpack topk torch torch_version trace transpose transpose_copy trapezoid trapz triangular_solve tril tril_indices triplet_margin_loss triu triu_indices true_divide trunc trunc_ typename types uint1 uint16 uint2 uint3 uint32 uint4 uint5 uint6 uint64 uint7 uint8 unbind unbind_copy unflatten unfold_copy unify_type_list unique unique_consecutive unravel_index unsafe_chunk unsafe_split unsafe_split_with_sizes unsqueeze unsqueeze_copy use_deterministic_algorithms utils values_copy vander var var_mean vdot version view_as_complex view_as_complex_copy view_as_real view_as_real_copy view_copy vmap vsplit vstack wait warnings where while_loop windows xlogy xlogy_ xpu zero_ zeros zeros_like',
  'torch.cuda':
    'AcceleratorError Any BFloat16Storage BFloat16Tensor BoolStorage BoolTensor ByteStorage ByteTensor CUDAGraph CUDAPluggableAllocator Callable CharStorage CharTensor ComplexDoubleStorage ComplexFloatStorage CudaError DEVICE_REQUIREMENT DeferredCudaCallError Device DoubleStorage DoubleTensor Event ExternalStream FloatStorage FloatTensor GreenContext HalfStorage HalfTensor IntStorage IntTensor LongStorage LongTensor MemPool NewType Optional OutOfMemoryError PYTORCH_RELEASES_CODE_CC ShortStorage ShortTensor Stream StreamContext TYPE_CHECKING amp caching_allocator_alloc caching_allocator_delete caching_allocator_disabled caching_allocator_enable can_device_access_peer cast change_current_allocator check_error classproperty clock_rate cudaStatus cudart current_blas_handle current_device current_solver_handle current_stream default_generators default_stream device device_count device_memory_used device_of empty_cache gds get_allocator_backend get_arch_list get_device_capability get_device_name get_device_properties get_gencode_flags get_per_process_memory_fraction get_rng_state get_rng_state_all get_stream_from_external get_sync_debug_mode graph graph_pool_handle graphs green_contexts has_half has_magma host_memory_stats host_memory_stats_as_nested_dict importlib init initial_seed ipc_collect is_available is_bf16_supported is_current_stream_capturing is_initialized is_tf32_supported jiterator list_gpu_processes lru_cache make_graphed_callables manual_seed manual_seed_all max_memory_allocated max_memory_cached max_memory_reserved mem_get_info memory memory_allocated memory_cached memory_reserved memory_snapshot memory_stats memory_stats_as_nested_dict memory_summary memory_usage nccl nvtx os platform power_draw profiler random reset_accumulated_host_memory_stats reset_accumulated_memory_stats reset_max_memory_allocated reset_max_memory_cached reset_peak_host_memory_stats reset_peak_memory_stats seed seed_all set_device set_per_process_memory_fraction set_rng_state set_rng_state_all set_stream set_sync_debug_mode sparse stream streams synchronize temperature threading torch traceback tunable use_mem_pool utilization warnings',
  'torch.linalg':
    'LinAlgError cholesky cholesky_ex common_notes cond cross det diagonal eig eigh eigvals eigvalsh householder_product inv inv_ex ldl_factor ldl_factor_ex ldl_solve lstsq lu lu_factor lu_factor_ex lu_solve matmul matrix_exp matrix_norm matrix_power matrix_rank multi_dot norm pinv qr slogdet solve solve_ex solve_triangular svd svdvals tensorinv tensorsolve vander vecdot vector_norm',
  'torch.nn':
    'AdaptiveAvgPool1d AdaptiveAvgPool2d AdaptiveAvgPool3d AdaptiveLogSoftmaxWithLoss AdaptiveMaxPool1d AdaptiveMaxPool2d AdaptiveMaxPool3d AlphaDropout AvgPool1d AvgPool2d AvgPool3d BCELoss BCEWithLogitsLoss BatchNorm1d BatchNorm2d BatchNorm3d Bilinear Buffer CELU CTCLoss ChannelShuffle CircularPad1d CircularPad2d CircularPad3d ConstantPad1d ConstantPad2d ConstantPad3d Container Conv1d Conv2d Conv3d ConvTranspose1d ConvTranspose2d ConvTranspose3d CosineEmbeddingLoss CosineSimilarity CrossEntropyLoss CrossMapLRN2d DataParallel Dropout Dropout1d Dropout2d Dropout3d ELU Embedding EmbeddingBag FeatureAlphaDropout Flatten Fold FractionalMaxPool2d FractionalMaxPool3d GELU GLU GRU GRUCell GaussianNLLLoss GroupNorm Hardshrink Hardsigmoid Hardswish Hardtanh HingeEmbeddingLoss HuberLoss Identity InstanceNorm1d InstanceNorm2d InstanceNorm3d KLDivLoss L1Loss LPPool1d LPPool2d LPPool3d LSTM LSTMCell LayerNorm LazyBatchNorm1d LazyBatchNorm2d LazyBatchNorm3d LazyConv1d LazyConv2d LazyConv3d LazyConvTranspose1d LazyConvTranspose2d LazyConvTranspose3d LazyInstanceNorm1d LazyInstanceNorm2d LazyInstanceNorm3d LazyLinear LeakyReLU Linear LinearCrossEntropyLoss LinearCrossEntropyOptions LocalResponseNorm LogSigmoid LogSoftmax MSELoss MarginRankingLoss MaxPool1d MaxPool2d MaxPool3d MaxUnpool1d MaxUnpool2d MaxUnpool3d Mish Module ModuleDict ModuleList MultiLabelMarginLoss MultiLabelSoftMarginLoss MultiMarginLoss MultiheadAttention NLLLoss NLLLoss2d PReLU PairwiseDistance Parameter ParameterDict ParameterList PixelShuffle PixelUnshuffle PoissonNLLLoss RMSNorm RNN RNNBase RNNCell RNNCellBase RReLU ReLU ReLU6 ReflectionPad1d ReflectionPad2d ReflectionPad3d ReplicationPad1d ReplicationPad2d ReplicationPad3d SELU Sequential SiLU Sigmoid SmoothL1Loss SoftMarginLoss Softmax Softmax2d Softmin Softplus Softshrink Softsign SyncBatchNorm Tanh Tanhshrink Threshold Transformer TransformerDecoder TransformerDecoderLayer TransformerEncoder TransformerEncoderLayer TripletMarginLoss TripletMarginWithDistanceLoss Unflatten Unfold UninitializedBuffer UninitializedParameter Upsample UpsamplingBilinear2d UpsamplingNearest2d ZeroPad1d ZeroPad2d ZeroPad3d attention common_types factory_kwargs functional grad init intrinsic modules parallel parameter qat quantizable quantized utils',
  'torch.nn.functional':
    'BroadcastingList1 BroadcastingList2 BroadcastingList3 Callable DType GRID_SAMPLE_INTERPOLATION_MODES GRID_SAMPLE_PADDING_MODES Optional ScalingType SwizzleType TYPE_CHECKING Tensor adaptive_avg_pool1d adaptive_avg_pool2d adaptive_avg_pool3d adaptive_max_pool1d adaptive_max_pool1d_with_indices adaptive_max_pool2d adaptive_max_pool2d_with_indices adaptive_max_pool3d adaptive_max_pool3d_with_indices affine_grid alpha_dropout assert_int_or_pair avg_pool1d avg_pool2d avg_pool3d batch_norm bilinear binary_cross_entropy binary_cross_entropy_with_logits boolean_dispatch celu celu_ channel_shuffle conv1d conv2d conv3d conv_tbc conv_transpose1d conv_transpose2d conv_transpose3d cosine_embedding_loss cosine_similarity cross_entropy ctc_loss dataclasses dropout dropout1d dropout2d dropout3d elu elu_ embedding embedding_bag feature_alpha_dropout fold fractional_max_pool2d fractional_max_pool2d_with_indices fractional_max_pool3d fractional_max_pool3d_with_indices gaussian_nll_loss gelu glu grad grid_sample group_norm grouped_mm gumbel_softmax handle_torch_function hardshrink hardsigmoid hardswish hardtanh hardtanh_ has_torch_function has_torch_function_unary has_torch_function_variadic hinge_embedding_loss huber_loss importlib instance_norm interpolate kl_div l1_loss layer_norm leaky_relu leaky_relu_ linear linear_cross_entropy local_response_norm log_softmax logsigmoid lp_pool1d lp_pool2d lp_pool3d margin_ranking_loss math max_pool1d max_pool1d_with_indices max_pool2d max_pool2d_with_indices max_pool3d max_pool3d_with_indices max_unpool1d max_unpool2d max_unpool3d mish mse_loss multi_head_attention_forward multi_margin_loss multilabel_margin_loss multilabel_soft_margin_loss native_channel_shuffle nll_loss normalize np one_hot pad pairwise_distance pdist pixel_shuffle pixel_unshuffle poisson_nll_loss prelu relu relu6 relu_ reproducibility_notes rms_norm rrelu rrelu_ scaled_dot_product_attention scaled_grouped_mm scaled_mm selu selu_ sigmoid silu smooth_l1_loss soft_margin_loss softmax softmin softplus softshrink softsign sparse_support_notes tanh tanhshrink tf32_notes threshold threshold_ torch triplet_margin_loss triplet_margin_with_distance_loss unfold upsample upsample_bilinear upsample_nearest warnings',
  'torch.nn.utils':
    'clip_grad clip_grad_norm clip_grad_norm_ clip_grad_value_ clip_grads_with_norm_ convert_conv2d_weight_memory_format convert_conv3d_weight_memory_format convert_parameters fuse_conv_bn_eval fuse_conv_bn_weights fuse_linear_bn_eval fuse_linear_bn_weights fusion get_total_norm init memory_format parameters_to_vector parametrizations parametrize remove_spectral_norm remove_weight_norm rnn skip_init spectral_norm stateless vector_to_parameters weight_norm',
  'torch.nn.utils.rnn':
    'Any Callable Iterable NamedTuple PackedSequence PackedSequence_ Self Tensor TypeVar bind copy_method_params invert_permutation pack_padded_sequence pack_sequence pad_packed_sequence pad_sequence torch unpack_sequence unpad_sequence warnings',
  'torch.testing': 'FileCheck assert_allclose assert_close make_tensor',
  typing_extensions:
    'AbstractSet Annotated Any AnyStr AsyncContextManager AsyncGenerator AsyncIterable AsyncIterator Awaitable BinaryIO Buffer Callable CapsuleType ChainMap ClassVar Collection Concatenate Container ContextManager Coroutine Counter DefaultDict Deque Dict Doc Final Format ForwardRef FrozenSet Generator Generic GenericMeta Hashable IO IntVar ItemsView Iterable Iterator KT KeysView List Literal LiteralString Mapping MappingView Match MutableMapping MutableSequence MutableSet NamedTuple Never NewType NoDefault NoExtraItems NoReturn NotRequired Optional OrderedDict PEP_560 ParamSpec ParamSpecArgs ParamSpecKwargs Pattern Protocol ReadOnly Reader Required Reversible Self Sentinel Sequence Set Sized SupportsAbs SupportsBytes SupportsComplex SupportsFloat SupportsIndex SupportsInt SupportsRound T TYPE_CHECKING T_co T_contra Text TextIO Tuple Type TypeAlias TypeAliasType TypeForm TypeGuard TypeIs TypeVar TypeVarTuple TypedDict Union Unpack VT ValuesView Writer abc assert_never assert_type builtins cast clear_overloads collections contextlib dataclass_transform deprecated disjoint_base enum evaluate_forward_ref final functools get_annotations get_args get_origin get_original_bases get_overloads get_protocol_members get_type_hints inspect io is_protocol is_typeddict keyword no_type_check no_type_check_decorator operator overload override reveal_type runtime runtime_checkable sentinel sys type_repr typing warnings',
  'torch.Tensor':
    'H T abs abs_ absolute absolute_ acos acos_ acosh acosh_ add add_ addbmm addbmm_ addcdiv addcdiv_ addcmul addcmul_ addmm addmm_ addmv addmv_ addr addr_ adjoint all allclose amax amin aminmax angle any apply_ arccos arccos_ arccosh arccosh_ arcsin arcsin_ arcsinh arcsinh_ arctan arctan2 arctan2_ arctan_ arctanh arctanh_ argmax argmin argsort argwhere as_strided as_strided_ as_strided_scatter as_subclass asin asin_ asinh asinh_ atan atan2 atan2_ atan_ atanh atanh_ backward baddbmm baddbmm_ bernoulli bernoulli_ bfloat16 bincount bitwise_and bitwise_and_ bitwise_left_shift bitwise_left_shift_ bitwise_not bitwise_not_ bitwise_or bitwise_or_ bitwise_right_shift bitwise_right_shift_ bitwise_xor bitwise_xor_ bmm bool broadcast_to byte cauchy_ ccol_indices cdouble ceil ceil_ cfloat chalf char cholesky cholesky_inverse cholesky_solve chunk clamp clamp_ clamp_max clamp_max_ clamp_min clamp_min_ clip clip_ clone coalesce col_indices conj conj_physical conj_physical_ const_data_ptr contiguous copy_ copysign copysign_ corrcoef cos cos_ cosh cosh_ count_nonzero cov cpu cross crow_indices cuda cummax cummin cumprod cumprod_ cumsum cumsum_ data data_ptr deg2rad deg2rad_ dense_dim dequantize det detach detach_ device diag diag_embed diagflat diagonal diagonal_scatter diff digamma digamma_ dim dim_order dist div div_ divide divide_ dot double dsplit dtype eig element_size eq eq_ equal erf erf_ erfc erfc_ erfinv erfinv_ exp exp2 exp2_ exp_ expand expand_as expm1 expm1_ exponential_ fill_ fill_diagonal_ fix fix_ flatten flip fliplr flipud float float_power float_power_ floor floor_ floor_divide floor_divide_ fmax fmin fmod fmod_ frac frac_ frexp gather gcd gcd_ ge ge_ geometric_ geqrf ger get_device grad grad_dtype grad_fn greater greater_ greater_equal greater_equal_ gt gt_ half hardshrink hash_tensor heaviside heaviside_ histc histogram hsplit hypot hypot_ i0 i0_ igamma igamma_ igammac igammac_ imag index index_add index_add_ index_copy index_copy_ index_fill index_fill_ index_put index_put_ index_reduce index_reduce_ index_select indices inner int int_repr inverse ipu is_coalesced is_complex is_conj is_contiguous is_cpu is_cuda is_distributed is_floating_point is_inference is_ipu is_leaf is_maia is_meta is_mkldnn is_mps is_mtia is_neg is_nested is_nonzero is_pinned is_quantized is_same_size is_set_to is_shared is_signed is_sparse is_sparse_csr is_vulkan is_xla is_xpu isclose isfinite isinf isnan isneginf isposinf isreal istft item itemsize kron kthvalue layout lcm lcm_ ldexp ldexp_ le le_ lerp lerp_ less less_ less_equal less_equal_ lgamma lgamma_ log log10 log10_ log1p log1p_ log2 log2_ log_ log_normal_ log_softmax logaddexp logaddexp2 logcumsumexp logdet logical_and logical_and_ logical_not logical_not_ logical_or logical_or_ logical_xor logical_xor_ logit logit_ logsumexp long lstsq lt lt_ lu lu_solve mH mT map2_ map_ masked_fill masked_fill_ masked_scatter masked_scatter_ masked_select matmul matrix_exp matrix_power max maximum mean median min minimum mm mode module_load moveaxis movedim msort mtia mul mul_ multinomial multiply multiply_ mv mvlgamma mvlgamma_ name nan_to_num nan_to_num_ nanmean nanmedian nanquantile nansum narrow narrow_copy nbytes ndim ndimension ne ne_ neg neg_ negative negative_ nelement new new_empty new_empty_strided new_full new_ones new_tensor new_zeros nextafter nextafter_ nonzero nonzero_static norm normal_ not_equal not_equal_ numel numpy orgqr ormqr outer output_nr permute pin_memory pinverse polygamma polygamma_ positive pow pow_ prelu prod put put_ q_per_channel_axis q_per_channel_scales q_per_channel_zero_points q_scale q_zero_point qr qscheme quantile rad2deg rad2deg_ random_ ravel real reciprocal reciprocal_ record_stream register_hook register_post_accumulate_grad_hook reinforce relu relu_ remainder remainder_ renorm renorm_ repeat repeat_interleave requires_grad requires_grad_ reshape reshape_as resize resize_ resize_as resize_as_ resize_as_sparse_ resolve_conj resolve_neg retain_grad retains_grad roll rot90 round round_ row_indices rsqrt rsqrt_ scatter scatter_ scatter_add scatter_add_ scatter_reduce scatter_reduce_ select select_scatter set_ sgn sgn_ shape share_memory_ short sigmoid sigmoid_ sign sign_ signbit sin sin_ sinc sinc_ sinh sinh_ size slice_inverse slice_scatter slogdet smm softmax solve sort sparse_dim sparse_mask sparse_resize_ sparse_resize_and_clear_ split split_with_sizes sqrt sqrt_ square square_ squeeze squeeze_ sspaddmm std stft storage storage_offset storage_type stride sub sub_ subtract subtract_ sum sum_to_size svd swapaxes swapaxes_ swapdims swapdims_ symeig t t_ take take_along_dim tan tan_ tanh tanh_ tensor_split tile to to_dense to_mkldnn to_padded_tensor to_sparse to_sparse_bsc to_sparse_bsr to_sparse_coo to_sparse_csc to_sparse_csr tolist topk trace transpose transpose_ triangular_solve tril tril_ triu triu_ true_divide true_divide_ trunc trunc_ type type_as unbind unflatten unfold uniform_ unique unique_consecutive unsafe_chunk unsafe_split unsafe_split_with_sizes unsqueeze unsqueeze_ untyped_storage values var vdot view view_as volatile vsplit where xlogy xlogy_ xpu zero_',
  'torch.Size': 'count index numel',
  'torch.dtype': 'abbr is_complex is_floating_point is_signed itemsize to_complex to_real',
  'pydantic.main.BaseModel':
    'construct copy dict from_orm json model_computed_fields model_config model_construct model_copy model_dump model_dump_json model_extra model_fields model_fields_set model_json_schema model_parametrized_name model_post_init model_rebuild model_validate model_validate_json model_validate_strings parse_file parse_obj parse_raw schema schema_json update_forward_refs validate',
  'pydantic.root_model.RootModel':
    'construct copy dict from_orm json model_computed_fields model_config model_construct model_copy model_dump model_dump_json model_extra model_fields model_fields_set model_json_schema model_parametrized_name model_post_init model_rebuild model_validate model_validate_json model_validate_strings parse_file parse_obj parse_raw schema schema_json update_forward_refs validate',
  'pydantic.type_adapter.TypeAdapter':
    'dump_json dump_python get_default_value json_schema json_schemas rebuild validate_json validate_python validate_strings',
  'pydantic_core._pydantic_core.ValidationError': 'add_note args error_count errors from_exception_data json title with_traceback',
  'pydantic.fields.FieldInfo':
    'alias alias_priority annotation apply_typevars_map asdict default default_factory default_factory_takes_validated_data deprecated deprecation_message description discriminator examples exclude exclude_if field_title_generator from_annotated_attribute from_annotation from_field frozen get_default init init_var is_required json_schema_extra kw_only merge_field_infos metadata metadata_lookup rebuild_annotation repr serialization_alias title validate_default validation_alias',
};

/**
 * Per simulated module, its functions written in Python (space-separated): found on a class they
 * bind to the instance like any `def`; the module's other callables are builtins and do not.
 */
export const STDLIB_PY_FUNCTIONS: Readonly<Record<string, string>> = {
  abc: 'abstractmethod update_abstractmethods',
  asyncio:
    'all_tasks as_completed create_subprocess_exec create_subprocess_shell create_task current_task ensure_future gather get_child_watcher get_event_loop_policy iscoroutine iscoroutinefunction isfuture new_event_loop open_connection open_unix_connection run run_coroutine_threadsafe set_child_watcher set_event_loop set_event_loop_policy shield sleep start_server start_unix_server timeout timeout_at to_thread wait wait_for wrap_future',
  base64:
    'a85decode a85encode b16decode b16encode b32decode b32encode b32hexdecode b32hexencode b64decode b64encode b85decode b85encode decode decodebytes encode encodebytes main standard_b64decode standard_b64encode test urlsafe_b64decode urlsafe_b64encode',
  bisect: '',
  collections: 'namedtuple',
  'collections.abc': '',
  contextlib: 'asynccontextmanager contextmanager wraps',
  contextvars: '',
  copy: 'copy deepcopy',
  dataclasses: 'asdict astuple dataclass field fields is_dataclass make_dataclass replace',
  datetime: '',
  decimal: '',
  enum: 'bin global_enum global_enum_repr global_flag_repr global_str pickle_by_enum_name pickle_by_global_name show_flag_values unique',
  fractions: '',
  functools: 'cache lru_cache namedtuple recursive_repr singledispatch total_ordering update_wrapper wraps',
  hashlib: 'file_digest new',
  heapq: 'merge nlargest nsmallest',
  inspect:
    'classify_class_attrs cleandoc currentframe findsource formatannotation formatannotationrelativeto formatargvalues get_annotations getabsfile getargs getargvalues getattr_static getblock getcallargs getclasstree getclosurevars getcomments getcoroutinelocals getcoroutinestate getdoc getfile getframeinfo getfullargspec getgeneratorlocals getgeneratorstate getinnerframes getlineno getmembers getmembers_static getmodule getmodulename getmro getouterframes getsource getsourcefile getsourcelines indentsize isabstract isasyncgen isasyncgenfunction isawaitable isbuiltin isclass iscode iscoroutine iscoroutinefunction isdatadescriptor isframe isfunction isgenerator isgeneratorfunction isgetsetdescriptor ismemberdescriptor ismethod ismethoddescriptor ismethodwrapper ismodule isroutine istraceback namedtuple signature stack trace unwrap walktree',
  io: '',
  itertools: '',
  json: 'detect_encoding dump dumps load loads',
  keyword: '',
  logging:
    'addLevelName basicConfig captureWarnings critical currentframe debug disable error exception fatal getLevelName getLevelNamesMapping getLogRecordFactory getLogger getLoggerClass info log makeLogRecord setLogRecordFactory setLoggerClass shutdown warn warning',
  math: '',
  numbers: 'abstractmethod',
  operator: '',
  os: 'execl execle execlp execlpe execvp execvpe fdopen fsdecode fsencode fwalk get_exec_path getenv getenvb makedirs popen removedirs renames spawnl spawnle spawnlp spawnlpe spawnv spawnve spawnvp spawnvpe walk',
  'os.path':
    'abspath basename commonpath commonprefix dirname exists expanduser expandvars getatime getctime getmtime getsize isabs isdir isfile islink ismount join lexists normcase normpath realpath relpath samefile sameopenfile samestat split splitdrive splitext',
  pathlib: 'urlquote_from_bytes',
  pprint: 'isreadable isrecursive pformat pp pprint saferepr',
  random: '',
  re: 'compile escape findall finditer fullmatch match purge search split sub subn template',
  statistics:
    'correlation covariance fmean geometric_mean harmonic_mean linear_regression mean median median_grouped median_high median_low mode multimode namedtuple pstdev pvariance quantiles stdev variance',
  string: 'capwords',
  sys: '',
  textwrap: 'dedent fill indent shorten wrap',
  time: '',
  types: 'coroutine new_class prepare_class resolve_bases',
  typing:
    'NamedTuple TypedDict abstractmethod assert_never assert_type cast clear_overloads dataclass_transform final get_args get_origin get_overloads get_type_hints is_typeddict no_type_check no_type_check_decorator overload reveal_type runtime_checkable',
  uuid: 'getnode uuid1 uuid3 uuid4 uuid5',
  warnings: 'filterwarnings formatwarning resetwarnings showwarning simplefilter',
};

/** `dir()` of the builtin types beyond `object`'s names, by type name, space-separated. */
export const BUILTIN_DIRS: Readonly<Record<string, string>> = {
  int: '__abs__ __add__ __and__ __bool__ __ceil__ __divmod__ __float__ __floor__ __floordiv__ __getnewargs__ __index__ __int__ __invert__ __lshift__ __mod__ __mul__ __neg__ __or__ __pos__ __pow__ __radd__ __rand__ __rdivmod__ __rfloordiv__ __rlshift__ __rmod__ __rmul__ __ror__ __round__ __rpow__ __rrshift__ __rshift__ __rsub__ __rtruediv__ __rxor__ __sub__ __truediv__ __trunc__ __xor__ as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag numerator real to_bytes',
  bool: '__abs__ __add__ __and__ __bool__ __ceil__ __divmod__ __float__ __floor__ __floordiv__ __getnewargs__ __index__ __int__ __invert__ __lshift__ __mod__ __mul__ __neg__ __or__ __pos__ __pow__ __radd__ __rand__ __rdivmod__ __rfloordiv__ __rlshift__ __rmod__ __rmul__ __ror__ __round__ __rpow__ __rrshift__ __rshift__ __rsub__ __rtruediv__ __rxor__ __sub__ __truediv__ __trunc__ __xor__ as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag numerator real to_bytes',
  float:
    '__abs__ __add__ __bool__ __ceil__ __divmod__ __float__ __floor__ __floordiv__ __getformat__ __getnewargs__ __int__ __mod__ __mul__ __neg__ __pos__ __pow__ __radd__ __rdivmod__ __rfloordiv__ __rmod__ __rmul__ __round__ __rpow__ __rsub__ __rtruediv__ __sub__ __truediv__ __trunc__ as_integer_ratio conjugate fromhex hex imag is_integer real',
  complex:
    '__abs__ __add__ __bool__ __complex__ __getnewargs__ __mul__ __neg__ __pos__ __pow__ __radd__ __rmul__ __rpow__ __rsub__ __rtruediv__ __sub__ __truediv__ conjugate imag real',
  str: '__add__ __contains__ __getitem__ __getnewargs__ __iter__ __len__ __mod__ __mul__ __rmod__ __rmul__ capitalize casefold center count encode endswith expandtabs find format format_map index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower lstrip maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill',
  bytes:
    '__add__ __bytes__ __contains__ __getitem__ __getnewargs__ __iter__ __len__ __mod__ __mul__ __rmod__ __rmul__ capitalize center count decode endswith expandtabs find fromhex hex index isalnum isalpha isascii isdigit islower isspace istitle isupper join ljust lower lstrip maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill',
  bytearray:
    '__add__ __alloc__ __contains__ __delitem__ __getitem__ __iadd__ __imul__ __iter__ __len__ __mod__ __mul__ __rmod__ __rmul__ __setitem__ append capitalize center clear copy count decode endswith expandtabs extend find fromhex hex index insert isalnum isalpha isascii isdigit islower isspace istitle isupper join ljust lower lstrip maketrans partition pop remove removeprefix removesuffix replace reverse rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill',
  list: '__add__ __class_getitem__ __contains__ __delitem__ __getitem__ __iadd__ __imul__ __iter__ __len__ __mul__ __reversed__ __rmul__ __setitem__ append clear copy count extend index insert pop remove reverse sort',
  tuple: '__add__ __class_getitem__ __contains__ __getitem__ __getnewargs__ __iter__ __len__ __mul__ __rmul__ count index',
  dict: '__class_getitem__ __contains__ __delitem__ __getitem__ __ior__ __iter__ __len__ __or__ __reversed__ __ror__ __setitem__ clear copy fromkeys get items keys pop popitem setdefault update values',
  set: '__and__ __class_getitem__ __contains__ __iand__ __ior__ __isub__ __iter__ __ixor__ __len__ __or__ __rand__ __ror__ __rsub__ __rxor__ __sub__ __xor__ add clear copy difference difference_update discard intersection intersection_update isdisjoint issubset issuperset pop remove symmetric_difference symmetric_difference_update union update',
  frozenset:
    '__and__ __class_getitem__ __contains__ __iter__ __len__ __or__ __rand__ __ror__ __rsub__ __rxor__ __sub__ __xor__ copy difference intersection isdisjoint issubset issuperset symmetric_difference union',
  range: '__bool__ __contains__ __getitem__ __iter__ __len__ __reversed__ count index start step stop',
  NoneType: '__bool__',
  slice: 'indices start step stop',
};
