# Formatting tensor values in logs: f-strings with specs on 0-d tensors, %-format of items, str().
import torch

loss = torch.tensor(0.123456789)
acc = torch.tensor(0.875)
step = torch.tensor(42)
lines = [
    f"loss={loss:.4f}",
    f"acc={acc.item():.2%}",
    f"step={step}",
    f"step={step.item():05d}",
    "loss=%.3f" % loss.item(),
    "loss={:.2e}".format(loss.item()),
    f"{loss}",
    str(loss.item()),
    f"{torch.tensor([1.5, 2.0])}",
    f"{torch.tensor(2.5, dtype=torch.float64):.1f}",
    f"{step:>6}",
    f"{float(loss):.6f}",
    f"{int(step) * 2}",
    repr(loss.item()),
    f"{torch.tensor(True)}",
]
try:
    f"{torch.tensor([1.0, 2.0]):.2f}"
except Exception as e:
    err = (type(e).__name__, str(e))
metrics = {"loss": loss, "acc": acc}
log = " | ".join(f"{k}: {v.item():.3f}" for k, v in metrics.items())
