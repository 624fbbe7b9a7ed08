# The same tensor reached twice is one object; a view is another object over the same memory.
import torch

scores = torch.tensor([1.0, 2.0, 3.0])
batch = {"scores": scores, "again": scores, "head": scores[:2]}
pair = [scores, scores.view(3)]
alias = scores
copy = scores.clone()
is_same = batch["scores"] is alias
view_is_new = pair[1] is scores
