# Errors ML code hits, caught and kept: shape mismatches, dtype problems, index errors, bad views.
import torch

errors = {}


def catch(name, fn):
    try:
        fn()
    except Exception as e:
        errors[name] = (type(e).__name__, str(e).splitlines()[0])


logits = torch.linspace(-2, 2, 30).reshape(2, 3, 5)
labels = torch.tensor([[1, 2, 3], [0, 4, 1]])
mask = torch.ones(2, 4)
catch("broadcast", lambda: torch.ones(2, 3) * mask)
catch("gather_dims", lambda: logits.gather(-1, labels))
catch("gather_dtype", lambda: logits.gather(-1, labels.float().unsqueeze(-1)))
catch("view", lambda: logits.transpose(0, 1).view(-1))
catch("reshape", lambda: logits.reshape(4, 4))
catch("cat", lambda: torch.cat([torch.ones(2, 3), torch.ones(3, 2)], dim=0))
catch("stack", lambda: torch.stack([torch.ones(3), torch.ones(4)]))
catch("index", lambda: labels[2])
catch("index_neg", lambda: labels[0, -4])
catch("item", lambda: labels.item())
catch("bool", lambda: bool(labels))
catch("mask_shape", lambda: logits[torch.ones(3, dtype=torch.bool)])
catch("float_index", lambda: labels[torch.tensor([0.0])])
catch("long_mean", lambda: labels.mean())
catch("cross_entropy", lambda: torch.nn.functional.cross_entropy(logits, labels.float()))
catch("softmax_long", lambda: torch.softmax(labels, dim=-1))
catch("matmul", lambda: torch.ones(2, 3) @ torch.ones(2, 3))
catch("expand", lambda: torch.ones(3, 1).expand(2, 4))
catch("squeeze_dim", lambda: torch.ones(2).unsqueeze(3))
catch("inplace_promote", lambda: labels.add_(0.5))
catch("topk", lambda: torch.ones(3).topk(4))
catch("arange", lambda: torch.arange(0, 5, 0))
catch("full_int", lambda: torch.full((2,), 1.5, dtype=torch.long).tolist())
catch("split_bad", lambda: torch.ones(4).split(0))
catch("pad_len", lambda: torch.nn.functional.pad(torch.ones(2), (1,)))
catch("int_nan", lambda: int(torch.tensor(float("nan"))))
catch("tensor_str", lambda: torch.tensor(["a"]))
catch("ragged", lambda: torch.tensor([[1, 2], [3]]))
names = sorted(errors)
