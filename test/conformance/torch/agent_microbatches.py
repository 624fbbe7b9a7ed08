# Split a batch into micro-batches, compute per-micro-batch losses, and stitch results back.
import torch

batch = torch.arange(24, dtype=torch.float32).reshape(6, 4) / 10
micro_batches = batch.split(2)
losses = [mb.mean() for mb in micro_batches]
loss = torch.stack(losses).mean()
scaled = [mb * (i + 1) for i, mb in enumerate(micro_batches)]
rebuilt = torch.cat(scaled, dim=0)
first_is_view = micro_batches[0].data_ptr() == batch.data_ptr()
micro_batches[0][0, 0] = 99.0
batch_corner = batch[0, 0].item()
sizes = [tuple(mb.shape) for mb in micro_batches]
