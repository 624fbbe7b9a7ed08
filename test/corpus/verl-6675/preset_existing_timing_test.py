# The PR's two regression tests (and verl's existing timing test beside the second), as a scenario
# script: the excerpt's names are already defined in the same namespace, so the tests' imports
# are not repeated. Kept verbatim except where noted.
#
# tests/experimental/agent_loop/test_agent_loop_extra_fields_schema_on_cpu.py, lines 311-364 (the
# @pytest.mark.asyncio marker is dropped: a scenario runs the coroutine with asyncio.run).
import asyncio


class _FakeTokenizerCustomPad:
    """A minimal tokenizer with a non-zero pad_token_id for testing."""

    pad_token_id = 42
    padding_side = "right"

    def pad(
        self,
        encoded_inputs: dict[str, list[int]],
        *,
        padding: str,
        max_length: int,
        return_tensors: str,
        return_attention_mask: bool,
    ) -> dict[str, torch.Tensor]:
        del padding, return_tensors
        input_ids = encoded_inputs["input_ids"]
        pad_len = max_length - len(input_ids)
        padded_ids = input_ids + [0] * pad_len
        attention_mask = [1] * len(input_ids) + [0] * pad_len
        output = {"input_ids": torch.tensor([padded_ids], dtype=torch.long)}
        if return_attention_mask:
            output["attention_mask"] = torch.tensor([attention_mask], dtype=torch.long)
        return output


async def test_agent_loop_pad_token_ids_empty_with_non_zero_pad_id():
    """Regression test: empty token list uses tokenizer's pad_token_id (not hardcoded 0)."""
    worker = type(
        "_DummyWorker",
        (),
        {
            "_pad_token_ids": AgentLoopWorker._pad_token_ids,
            "tokenizer": _FakeTokenizerCustomPad(),
            "processor": None,
            "mm_processor_kwargs": {},
        },
    )()

    result = worker._pad_token_ids(
        tokens=[],
        max_length=8,
        padding_side="right",
        return_attention_mask=True,
    )

    # input_ids should use the tokenizer's pad_token_id (42), not 0
    expected_input_ids = torch.full((1, 8), 42, dtype=torch.long)
    torch.testing.assert_close(result["input_ids"], expected_input_ids)

    # attention_mask should be all zeros
    expected_attention_mask = torch.zeros((1, 8), dtype=torch.long)
    torch.testing.assert_close(result["attention_mask"], expected_attention_mask)


# tests/trainer/ppo/test_metric_utils_on_cpu.py, TestComputeTimingMetrics (lines 353-427): the
# existing test_compute_timing_metrics and the PR's test_compute_timing_metrics_zero_tokens, as
# plain functions. In verl, both patch _compute_response_info to return their response info;
# here the batch carries those lengths, and the excerpt's _compute_response_info returns them as
# they are (its first branch), so compute_timing_metrics sees what the mock gave it.
# self.assertEqual(a, b) is `assert a == b`; self.assertAlmostEqual(a, b, places=5) is
# `assert round(abs(a - b), 5) == 0`, the test unittest applies.


def test_compute_timing_metrics():
    """Test compute_timing_metrics with various timing data."""
    response_info = {
        "prompt_length": torch.tensor([3.0, 3.0]),
        "response_length": torch.tensor([3.0, 3.0]),
        "response_mask": torch.ones((2, 3)),
    }
    batch = DataProto(response_info)

    timing_raw = {
        "gen": 0.5,  # 500ms
        "ref": 0.3,  # 300ms
        "values": 0.2,  # 200ms
    }

    metrics = compute_timing_metrics(batch, timing_raw)

    # Check raw timing metrics
    assert metrics["timing_s/gen"] == 0.5
    assert metrics["timing_s/ref"] == 0.3
    assert metrics["timing_s/values"] == 0.2

    # Check per-token timing metrics
    # gen uses only response tokens (6 tokens)
    assert round(abs(metrics["timing_per_token_ms/gen"] - 0.5 * 1000 / 6), 5) == 0

    # ref and values use all tokens (12 tokens)
    assert round(abs(metrics["timing_per_token_ms/ref"] - 0.3 * 1000 / 12), 5) == 0
    assert round(abs(metrics["timing_per_token_ms/values"] - 0.2 * 1000 / 12), 5) == 0


def test_compute_timing_metrics_zero_tokens():
    """Regression test: zero tokens should return 0.0, not crash or report misleading values."""
    zero_response_info = {
        "prompt_length": torch.tensor([0.0, 0.0]),
        "response_length": torch.tensor([0.0, 0.0]),
        "response_mask": torch.zeros((2, 3)),
    }
    batch = DataProto(zero_response_info)

    timing_raw = {
        "gen": 0.5,
        "ref": 0.3,
        "values": 0.2,
    }

    metrics = compute_timing_metrics(batch, timing_raw)

    # All per-token metrics should be 0.0 when there are no tokens
    assert metrics["timing_per_token_ms/gen"] == 0.0
    assert metrics["timing_per_token_ms/ref"] == 0.0
    assert metrics["timing_per_token_ms/values"] == 0.0

    # Raw timing should still be reported
    assert metrics["timing_s/gen"] == 0.5

test_compute_timing_metrics()
