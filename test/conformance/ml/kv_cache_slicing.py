# Slicing a KV-cache-like tensor per layer and head: narrow, select, index_select, cat along seq.
import torch

layers, heads, seq, dim = 2, 2, 4, 3
cache = torch.arange(layers * heads * seq * dim, dtype=torch.float32).view(layers, heads, seq, dim)
layer1 = cache.select(0, 1)
head0 = cache[:, 0]
recent = cache.narrow(2, 2, 2)
picked = cache.index_select(2, torch.tensor([0, 3]))
new_kv = torch.full((layers, heads, 1, dim), -1.0)
extended = torch.cat([cache, new_kv], dim=2)
shapes = [tuple(t.shape) for t in (layer1, head0, recent, picked, extended)]
views = [t.data_ptr() == cache.data_ptr() + t.storage_offset() * 4 - cache.storage_offset() * 4 for t in (layer1, head0, recent)]
offsets = [t.storage_offset() for t in (layer1, head0, recent, picked)]
recent.zero_()
zeroed = cache[0, 0, :, 0].tolist()
mean_per_head = cache.mean(dim=(2, 3))
flat = cache.permute(0, 2, 1, 3).reshape(layers, seq, heads * dim)
flat_is_copy = flat.data_ptr() != cache.data_ptr()
