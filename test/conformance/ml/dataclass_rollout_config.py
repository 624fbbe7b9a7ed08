# A rollout config as dataclasses: defaults, default_factory, asdict, replace and __post_init__.
import dataclasses
from dataclasses import asdict, dataclass, field, replace
from enum import Enum


class RolloutMode(Enum):
    SYNC = "sync"
    ASYNC = "async"


@dataclass
class SamplingConfig:
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    n: int = 1


@dataclass
class RolloutConfig:
    name: str = "vllm"
    mode: RolloutMode = RolloutMode.ASYNC
    prompt_length: int = 512
    response_length: int = 512
    sampling: SamplingConfig = field(default_factory=SamplingConfig)
    stop_token_ids: list[int] = field(default_factory=list)
    max_model_len: int = 0

    def __post_init__(self):
        if self.max_model_len == 0:
            self.max_model_len = self.prompt_length + self.response_length
        if self.sampling.n < 1:
            raise ValueError(f"n must be positive, got {self.sampling.n}")


cfg = RolloutConfig(response_length=256, stop_token_ids=[2])
grpo = replace(cfg, sampling=SamplingConfig(temperature=0.7, n=4))
d = asdict(grpo)
mode_value = d["mode"].value
fields = [f.name for f in dataclasses.fields(RolloutConfig)]
same_default_list = cfg.stop_token_ids is RolloutConfig().stop_token_ids
r = repr(cfg.sampling)
eq = cfg == RolloutConfig(response_length=256, stop_token_ids=[2])
try:
    RolloutConfig(sampling=SamplingConfig(n=0))
except ValueError as e:
    err = str(e)
max_len = grpo.max_model_len
