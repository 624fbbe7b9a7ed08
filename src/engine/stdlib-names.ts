/**
 * What CPython 3.11's standard library holds (written by scripts/stdlib-names.py; do not edit):
 * every top-level module name, and for each module the runtime simulates, its public names and
 * the public attributes of the classes it defines. The engine uses it to refuse by name what
 * exists in Python but not in this explainer, instead of claiming it does not exist.
 */
export const STDLIB_MODULES: ReadonlySet<string> = new Set(
  'abc aifc argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys compileall concurrent configparser contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal difflib dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator optparse os ossaudiodev pathlib pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap threading time timeit tkinter token tokenize tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib zoneinfo'.split(
    ' ',
  ),
);

/** `module` or `module.Class` to its public names, space-separated. */
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
};

/**
 * Per simulated module, its functions written in Python (space-separated): found on a class they
 * bind to the instance like any `def`; the module's other callables are builtins and do not.
 */
export const STDLIB_PY_FUNCTIONS: Readonly<Record<string, string>> = {
  abc: 'abstractmethod update_abstractmethods',
  asyncio:
    'all_tasks as_completed create_subprocess_exec create_subprocess_shell create_task current_task ensure_future gather get_child_watcher get_event_loop_policy iscoroutine iscoroutinefunction isfuture new_event_loop open_connection open_unix_connection run run_coroutine_threadsafe set_child_watcher set_event_loop set_event_loop_policy shield sleep start_server start_unix_server timeout timeout_at to_thread wait wait_for wrap_future',
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
