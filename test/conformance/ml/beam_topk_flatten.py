# Beam search step: flatten beams x vocab, topk, recover beam and token ids with // and %.
import torch

num_beams, vocab = 2, 4
beam_scores = torch.tensor([[0.0, -0.5], [-1.0, -1.2]])
next_logp = torch.log_softmax(torch.tensor([[[1.0, 2.0, 0.5, 0.1], [0.3, 0.2, 3.0, 0.0]], [[0.0, 0.0, 0.0, 0.0], [5.0, 1.0, 1.0, 1.0]]]), dim=-1)
total = next_logp + beam_scores[:, :, None]
flat = total.view(2, num_beams * vocab)
top_scores, top_idx = torch.topk(flat, 2 * num_beams, dim=1, largest=True, sorted=True)
beam_idx = top_idx // vocab
token_idx = top_idx % vocab
beam_idx_div = torch.div(top_idx, vocab, rounding_mode="floor")
same = torch.equal(beam_idx, beam_idx_div)
trunc = torch.div(torch.tensor([-7, 7]), 2, rounding_mode="trunc")
floor_ = torch.div(torch.tensor([-7, 7]), 2, rounding_mode="floor")
true_div = torch.div(torch.tensor([-7, 7]), 2)
best = [(int(b), int(t), round(float(s), 5)) for b, t, s in zip(beam_idx[0], token_idx[0], top_scores[0])]
kth = torch.kthvalue(torch.tensor([3.0, 1.0, 2.0, 5.0]), 2)
k_pair = (kth.values.item(), kth.indices.item())
sorted_res = torch.sort(torch.tensor([3, 1, 2]), descending=True)
r = repr(top_scores)
