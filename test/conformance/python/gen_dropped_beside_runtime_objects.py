# Generators dropped at a return close with objects of runtimes around (a tensor, a dataclass);
# one a temporary instance holds stays open until that instance goes (not modelled: left out).
import torch
from dataclasses import dataclass
log = []
def lines(tag):
    try:
        yield tag
    finally:
        log.append("closed " + tag)

@dataclass
class Holder:
    it: object = None

def with_tensor(tag):
    t = torch.ones(2)
    it = lines(tag)
    next(it)
    return t.sum().item()

def into_holder(h):
    it = lines("h")
    next(it)
    h.it = it
    return 0

v = with_tensor("t")
h = Holder()
into_holder(h)
class C:
    def start(self):
        it = lines("self")
        next(it)
        self.it = it
        return self
c = C().start()
snap = list(log)
