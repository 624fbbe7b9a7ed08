class MyErr(Exception):
    pass


checks = [
    issubclass(MyErr, Exception),
    issubclass(KeyError, LookupError),
    issubclass(IndexError, LookupError),
    issubclass(ZeroDivisionError, ArithmeticError),
    issubclass(UnboundLocalError, NameError),
    issubclass(RecursionError, RuntimeError),
    issubclass(ModuleNotFoundError, ImportError),
    issubclass(Exception, BaseException),
    issubclass(KeyboardInterrupt, Exception),
    isinstance(ValueError("x"), Exception),
]
mro = [c.__name__ for c in KeyError.__mro__]
