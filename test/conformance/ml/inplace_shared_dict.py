# The same tensor reachable from two dict entries; in-place updates seen through both, out-of-place not.
import torch

mask = torch.ones(2, 3, dtype=torch.long)
batch = {"attention_mask": mask, "loss_mask": mask}
batch["loss_mask"][:, -1] = 0
seen = batch["attention_mask"].tolist()
batch["loss_mask"] = batch["loss_mask"] * 2
still_shared = batch["loss_mask"] is batch["attention_mask"]
scores = torch.zeros(3)
holder = [scores, scores[1:]]
holder[1].add_(1.5)
holder[0].mul_(2)
shared_scores = scores.tolist()
clone = scores.clone()
clone.zero_()
after_clone = scores.tolist()
contig = scores.contiguous()
contig_same = contig is scores
cast_same = scores.to(torch.float32) is scores
cast_other = scores.to(torch.float64) is scores
