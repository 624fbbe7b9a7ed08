# verl PR #4706: `add_token2text` of verl/utils/rollout_trace.py, verbatim at the PR's parent
# d6bc62964 (before.py) and at its merged commit 0f615578b (after.py), with what it needs around
# it. The gutter shows each line's number in its real file; lines without one (these notes and
# the file markers) are not verl's.
# Reduced: in verl, add_token2text is defined inside `rollout_trace_op`'s `async_wrapper`
# (lines 182-254), which calls it when token2text is on and hands the record it returns to the
# weave or mlflow backend. It reads nothing from the enclosing functions, so it stands here at
# module level, dedented by eight spaces, and a scenario calls it as the wrapper does. The
# `get_event_loop` rollout_trace.py imports from verl/utils/ray_utils.py, and the models the
# agent loop returns (verl/experimental/agent_loop/agent_loop.py), are from the same commit.

# --- verl/utils/ray_utils.py
import asyncio


def get_event_loop():
    try:
        loop = asyncio.get_event_loop()
    except RuntimeError:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)

    return loop


# --- verl/experimental/agent_loop/agent_loop.py
from typing import Any, Optional

from pydantic import BaseModel, ConfigDict


class AgentLoopMetrics(BaseModel):
    """Agent loop performance metrics."""

    generate_sequences: float = 0.0
    tool_calls: float = 0.0


class AgentLoopOutput(BaseModel):
    """Agent loop output."""

    prompt_ids: list[int]
    """Prompt token ids."""
    response_ids: list[int]
    """Response token ids including LLM generated token, tool response token."""
    response_mask: list[int]
    """Response mask, 1 for LLM generated token, 0 for tool response token."""
    response_logprobs: Optional[list[float]] = None
    """Log probabilities for the response tokens."""
    routed_experts: Optional[Any] = None
    """Routed experts for the total tokens."""
    multi_modal_data: Optional[dict[str, Any]] = None
    """Multi-modal data for multi-modal tools."""
    reward_score: Optional[float] = None
    """Reward score for the trajectory."""
    num_turns: int = 0
    """Number of chat turns, including user, assistant, tool."""
    metrics: AgentLoopMetrics
    """Auxiliary performance metrics"""
    extra_fields: dict[str, Any] = {}
    """Extra fields for dynamic addition."""


# --- verl/utils/rollout_trace.py
async def add_token2text(self, result):
    if hasattr(result, "prompt_ids") and hasattr(self, "tokenizer") and hasattr(self.tokenizer, "decode"):
        _result = vars(result)
        loop = get_event_loop()
        if hasattr(result, "prompt_ids"):
            prompt_text = await loop.run_in_executor(None, self.tokenizer.decode, result.prompt_ids)
            _result["prompt_text"] = prompt_text

        if hasattr(result, "response_ids"):
            response_text = await loop.run_in_executor(None, self.tokenizer.decode, result.response_ids)
            _result["response_text"] = response_text
        return _result
    return result
