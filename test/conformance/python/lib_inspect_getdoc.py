# inspect.getdoc of functions, classes and methods with their own docstrings (cleaned as cleandoc does).
import inspect
def f():
    """First line.

        Indented more.
    Back.
    """
class A:
    """  Class doc.
    second
    """
    def m(self):
        'm doc'
a = [inspect.getdoc(f), inspect.getdoc(A), inspect.getdoc(A.m), inspect.getdoc(A().m)]
