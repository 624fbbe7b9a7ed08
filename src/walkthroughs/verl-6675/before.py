# verl PR #6675: `AgentLoopWorker._pad_token_ids` of verl/experimental/agent_loop/agent_loop.py and
# `compute_timing_metrics` of verl/trainer/ppo/metric_utils.py, verbatim at the PR's parent
# 334d9f8b0 (before.py) and at its merged commit ccebe7cac (after.py), with what they need around
# them. The gutter shows each line's number in its real file; lines without one (these notes, the
# file markers and the two marked stand-ins) are not verl's.
# Reduced: AgentLoopWorker keeps its docstring and _pad_token_ids only; its __init__ needs Ray,
# Hydra configs and LLM servers, so a scenario creates the worker bare and gives it a tokenizer.
# metric_utils.py keeps _compute_response_info, which compute_timing_metrics calls.

# --- verl/experimental/agent_loop/agent_loop.py
import torch


class AgentLoopWorker:
    """Agent loop worker takes a batch of messages and run each message in an agent loop.

    Args:
        config (DictConfig): whole config for main entrypoint.
        llm_client (LLMServerClient): Client for the LLM server.
        teacher_client (dict[str, LLMServerClient]): Client for multiple teacher servers.
        reward_loop_worker_handles (List[ray.actor.ActorHandle]): Actor handles for streaming reward computation.
    """

    # (Reduced: __init__ and the worker's other methods. A scenario sets `tokenizer` itself.)

    def _pad_token_ids(
        self,
        tokens: list[int],
        *,
        max_length: int,
        padding_side: str,
        return_attention_mask: bool,
    ) -> dict[str, torch.Tensor]:
        """Right/left pad a flat list of token ids to a ``(1, max_length)`` tensor."""
        self.tokenizer.padding_side = padding_side
        padded = self.tokenizer.pad(
            {"input_ids": tokens},
            padding="max_length",
            max_length=max_length,
            return_tensors="pt",
            return_attention_mask=return_attention_mask,
        )
        if padded["input_ids"].dim() == 1:
            padded["input_ids"] = padded["input_ids"].unsqueeze(0)
            if return_attention_mask:
                padded["attention_mask"] = padded["attention_mask"].unsqueeze(0)
        return padded


# --- verl/trainer/ppo/metric_utils.py
from typing import Any, Callable

import torch


# Stand-in (not verl) for `from verl import DataProto` (line 27): these functions read only its
# `batch`, a TensorDict of the batch's tensors in verl and a dict of tensors here.
class DataProto:
    def __init__(self, batch):
        self.batch = batch


def _compute_response_info(batch: DataProto) -> dict[str, Any]:
    """
    Computes information about prompts and responses from a batch.

    This is an internal helper function that extracts masks and lengths for prompts and responses.

    Args:
        batch: A DataProto object containing batch data with responses and attention masks.

    Returns:
        A dictionary containing:
            - response_mask: Attention mask for the response tokens
            - prompt_length: Tensor of prompt lengths for each item in the batch
            - response_length: Tensor of response lengths for each item in the batch
    """
    if "prompt_length" in batch.batch and "response_length" in batch.batch:
        return dict(
            prompt_length=batch.batch["prompt_length"],
            response_length=batch.batch["response_length"],
        )

    response_length = batch.batch["responses"].shape[-1]

    prompt_mask = batch.batch["attention_mask"][:, :-response_length]
    response_mask = batch.batch["attention_mask"][:, -response_length:]

    prompt_length = prompt_mask.sum(-1).float()
    response_length = response_mask.sum(-1).float()  # (batch_size,)

    return dict(
        prompt_length=prompt_length,
        response_length=response_length,
    )


def compute_timing_metrics(batch: DataProto, timing_raw: dict[str, float]) -> dict[str, Any]:
    """
    Computes timing metrics for different processing stages in PPO training.

    This function calculates both raw timing metrics (in seconds) and per-token timing metrics
    (in milliseconds) for various processing stages like generation, reference computation,
    value computation, advantage computation, and model updates.

    Args:
        batch: A DataProto object containing batch data with responses and attention masks.
        timing_raw: A dictionary mapping stage names to their execution times in seconds.

    Returns:
        A dictionary containing:
            - timing_s/{name}: Raw timing in seconds for each stage
            - timing_per_token_ms/{name}: Per-token timing in milliseconds for each stage

    Note:
        Different stages use different token counts for normalization:
        - "gen" uses only response tokens
        - Other stages ("ref", "values", "adv", "update_critic", "update_actor") use all tokens
          (prompt + response)
    """
    response_info = _compute_response_info(batch)
    num_prompt_tokens = torch.sum(response_info["prompt_length"]).item()
    num_response_tokens = torch.sum(response_info["response_length"]).item()
    num_overall_tokens = num_prompt_tokens + num_response_tokens

    num_tokens_of_section = {
        "gen": num_response_tokens,
        **{name: num_overall_tokens for name in ["ref", "values", "adv", "update_critic", "update_actor"]},
    }

    return {
        **{f"timing_s/{name}": value for name, value in timing_raw.items()},
        **{
            f"timing_per_token_ms/{name}": timing_raw[name] * 1000 / num_tokens_of_section[name]
            for name in set(num_tokens_of_section.keys()) & set(timing_raw.keys())
        },
    }


# --- Stand-in (not verl) for a Hugging Face tokenizer, as _pad_token_ids calls it. Its pad()
# follows PreTrainedTokenizerBase.pad (transformers, tokenization_utils_base.py) for one flat
# sequence: an empty input_ids comes back before any padding or tensor conversion, the very dict
# it was given, with an empty attention_mask added; a missing pad token is refused; otherwise the
# sequence is padded (never truncated) on padding_side to max_length and converted to 1-D tensors.
class FakeHFTokenizer:
    padding_side = "right"

    def __init__(self, pad_token_id=0):
        self.pad_token_id = pad_token_id

    def pad(self, encoded_inputs, *, padding, max_length, return_tensors, return_attention_mask):
        required_input = encoded_inputs["input_ids"]
        if not required_input:
            if return_attention_mask:
                encoded_inputs["attention_mask"] = []
            return encoded_inputs
        if self.pad_token_id is None:
            raise ValueError("Asking to pad but the tokenizer does not have a padding token.")
        difference = max_length - len(required_input)
        if self.padding_side == "left":
            input_ids = [self.pad_token_id] * difference + required_input
            attention_mask = [0] * difference + [1] * len(required_input)
        else:
            input_ids = required_input + [self.pad_token_id] * difference
            attention_mask = [1] * len(required_input) + [0] * difference
        padded = {"input_ids": torch.tensor(input_ids)}
        if return_attention_mask:
            padded["attention_mask"] = torch.tensor(attention_mask)
        return padded
