from dataclasses import dataclass, field
from typing import Optional, List, Dict, Any
@dataclass
class OptimConfig:
    lr: float = 1e-4
    betas: tuple = (0.9, 0.999)
    weight_decay: float = 0.0
@dataclass
class TrainConfig:
    model: str = "llama"
    batch_size: int = 8
    micro_batch_size: Optional[int] = None
    optim: OptimConfig = field(default_factory=OptimConfig)
    tags: List[str] = field(default_factory=list)
    extra: Dict[str, Any] = field(default_factory=dict)
    def __post_init__(self):
        if self.micro_batch_size is None:
            self.micro_batch_size = self.batch_size // 2
        if self.batch_size % self.micro_batch_size:
            raise ValueError(f"batch_size {self.batch_size} not divisible by {self.micro_batch_size}")
cfg = TrainConfig(batch_size=16)
a = repr(cfg), cfg.micro_batch_size, cfg.optim.lr
try:
    TrainConfig(batch_size=10, micro_batch_size=3)
except ValueError as e:
    b = str(e)
from dataclasses import asdict
c = asdict(cfg)
grad_accum = cfg.batch_size // cfg.micro_batch_size
d = f"lr={cfg.optim.lr:.1e} wd={cfg.optim.weight_decay:g} accum={grad_accum}"
def merge(base: dict, override: dict) -> dict:
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out
e = merge({"optim": {"lr": 1, "betas": [0.9]}, "n": 1}, {"optim": {"lr": 2}, "m": 3})
