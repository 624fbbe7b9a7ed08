# Reward post-processing: clipping, running mean/std normalisation with a small class, and overlong penalty.
import torch


class RunningMeanStd:
    def __init__(self, epsilon: float = 1e-4):
        self.mean = torch.zeros(())
        self.var = torch.ones(())
        self.count = epsilon

    def update(self, x: torch.Tensor) -> None:
        batch_mean = x.mean()
        batch_var = x.var(unbiased=False)
        batch_count = x.numel()
        delta = batch_mean - self.mean
        tot_count = self.count + batch_count
        self.mean = self.mean + delta * batch_count / tot_count
        m_a = self.var * self.count
        m_b = batch_var * batch_count
        m2 = m_a + m_b + delta**2 * self.count * batch_count / tot_count
        self.var = m2 / tot_count
        self.count = tot_count


rms = RunningMeanStd()
batches = [torch.tensor([1.0, 2.0, 3.0]), torch.tensor([10.0, -4.0]), torch.tensor([0.5, 0.5, 0.5, 0.5])]
history = []
for b in batches:
    rms.update(b)
    history.append((round(rms.mean.item(), 6), round(rms.var.item(), 6), rms.count))
normalized = ((batches[1] - rms.mean) / torch.sqrt(rms.var + 1e-8)).clamp(-5, 5)
lengths = torch.tensor([100, 480, 512, 300])
max_len, buffer = 512, 64
expected = max_len - buffer
exceed = lengths - expected
penalty = torch.clamp(-exceed.float() / buffer, max=0.0)
clipped = torch.tensor([3.5, -7.0, 0.2]).clip(-1, 1)
mean_dtype = str(rms.mean.dtype)
