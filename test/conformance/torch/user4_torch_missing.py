import torch

try:
    torch.definitely_not_a_torch_name
except AttributeError as e:
    msg = str(e)
has = hasattr(torch, "no_such_thing_xyz")
try:
    torch.tensor([1]).no_such_method_xyz
except AttributeError as e:
    msg2 = str(e)
import pydantic
try:
    pydantic.NoSuchThing
except AttributeError as e:
    msg3 = str(e)
