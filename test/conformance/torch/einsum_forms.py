# torch.einsum: explicit and implicit outputs, traces, batch contractions, views for permutations, errors.
import torch

a = torch.arange(6, dtype=torch.float32).reshape(2, 3) / 7
b = torch.arange(12, dtype=torch.float32).reshape(3, 4) / 3
mm = torch.einsum("ij,jk->ik", a, b)
mm_ref = a @ b
implicit = torch.einsum("ij,jk", a, b)
transposed = torch.einsum("ij->ji", a)
t_shares = transposed.data_ptr() == a.data_ptr()
total = torch.einsum("ij->", a)
rows = torch.einsum("ij->i", a)
diag = torch.einsum("ii->i", torch.arange(9).reshape(3, 3))
trace = torch.einsum("ii", torch.arange(9).reshape(3, 3))
bq = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4) / 5
bk = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4).flip(-1) / 9
scores = torch.einsum("bqd,bkd->bqk", bq, bk)
scores_ref = bq @ bk.transpose(1, 2)
same = torch.equal(scores, scores_ref)
outer = torch.einsum("i,j->ij", torch.tensor([1, 2]), torch.tensor([3, 4, 5]))
dot = torch.einsum("i,i->", torch.tensor([1.5, 2.0]), torch.tensor([4.0, 0.5]))
list_form = torch.einsum("ij,jk->ik", [a, b])
three = torch.einsum("ij,jk,kl->il", a, b, torch.ones(4, 2))
spaced = torch.einsum("b i , b i -> b", bq[:, 0], bk[:, 0])
errors = []
for eq, ops in [("ij,jk->ik", (a, a)), ("ijk->i", (a,)), ("ij->k", (a,)), ("ij,jk->ik", (a,)), ("ij,jk->ik", (a, b.long()))]:
    try:
        torch.einsum(eq, *ops)
    except RuntimeError as e:
        errors.append(str(e))
r = repr(scores)
