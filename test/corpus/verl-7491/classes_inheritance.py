class Base:
    kind = "base"

    def __init__(self, name):
        self.name = name

    def describe(self):
        return f"{self.kind}:{self.name}"

    @staticmethod
    def helper(x):
        return x + 1

    @classmethod
    def make(cls, name):
        return cls(name)

    @property
    def upper(self):
        return self.name.upper()


class Child(Base):
    kind = "child"

    def describe(self):
        return "child/" + super().describe()


c = Child.make("c")
out = (c.describe(), c.upper, Base.helper(1), isinstance(c, Base), type(c).__name__)


class Output(AgentLoopOutput):
    def as_dict(self):
        d = super().as_dict()
        d["subclassed"] = True
        return d


o = Output(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics(), extra_fields={})
res = o.as_dict()
