# Exceptions users raise and meet: custom classes, chaining, builtin error messages, args and reprs.
class AgentError(Exception):
    def __init__(self, msg, code=1):
        super().__init__(msg)
        self.code = code
class Retryable(AgentError):
    pass
out = []
def run(i):
    try:
        if i == 0:
            raise Retryable('try again', code=2)
        if i == 1:
            {}['k']
        if i == 2:
            int('x')
        if i == 3:
            [][1]
        if i == 4:
            None.foo
        if i == 5:
            1 / 0
        if i == 6:
            raise AgentError('bad') from ValueError('root')
        if i == 7:
            'a' + 1
        if i == 8:
            len(5)
        if i == 9:
            def f(a, b): pass
            f(1)
        if i == 10:
            raise ExceptionGroup('g', [ValueError('v')])
        if i == 11:
            assert 1 == 2, 'nope'
        if i == 12:
            import math
            math.sqrt(-1)
        if i == 13:
            x = undefined_name
        if i == 14:
            iter(3)
        if i == 15:
            [1, 2].pop(5)
        if i == 16:
            'abc'.index('z')
        if i == 17:
            int(None)
        if i == 18:
            float('abc')
        if i == 19:
            tuple()[0] = 1
    except AgentError as e:
        return ('agent', type(e).__name__, str(e), e.code, repr(e), repr(e.__cause__))
    except Exception as e:
        return (type(e).__name__, str(e), repr(e), e.args)
    finally:
        out.append(i)
res = [run(i) for i in range(20)]
try:
    try:
        raise KeyError('a')
    except KeyError as e:
        raise ValueError('b')
except ValueError as e:
    ctx = (repr(e.__context__), e.__suppress_context__)
e = Exception('a', 2)
ee = (str(e), repr(e), str(Exception()), repr(KeyError()), str(KeyError('x')), str(OSError(2, 'No such file')))
