class raises:
    """A pytest.raises-style context manager."""

    def __init__(self, expected):
        self.expected = expected
        self.value = None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            raise AssertionError(f"DID NOT RAISE {self.expected.__name__}")
        if issubclass(exc_type, self.expected):
            self.value = exc
            return True
        return False


output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
with raises(KeyError) as info:
    output.as_dict()
caught = repr(info.value)
