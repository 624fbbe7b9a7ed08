def f(ham: str, eggs: str = "eggs") -> str:
    """Do nothing.

    No, really.
    """
    return ham + " and " + eggs


ann = {k: v.__name__ for k, v in f.__annotations__.items()}
first_doc_line = f.__doc__.splitlines()[0]
r = f("spam")
