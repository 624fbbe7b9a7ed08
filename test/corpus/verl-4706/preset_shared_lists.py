class FakeTokenizer:  # verl's own test tokenizer (tests/utils/test_rollout_trace_on_cpu.py)
    def decode(self, token_ids):
        return "decoded:" + ",".join(str(token_id) for token_id in token_ids)


class ToolAgentLoop:  # the traced object: @rollout_trace_op wraps its async run()
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer


agent_loop = ToolAgentLoop(FakeTokenizer())
result = AgentLoopOutput(
    prompt_ids=[1, 2],
    response_ids=[3, 4],
    response_mask=[1, 1],
    metrics=AgentLoopMetrics(),
)
# What rollout_trace_op's wrapper does with token2text on, once the traced call has returned
# `result`: build the trace record that it hands to the weave or mlflow backend.
record = asyncio.run(add_token2text(agent_loop, result))
record_is_result = record is result
record_is_result_dict = record is vars(result)
# Keys of the model's __dict__ that are not fields of AgentLoopOutput
not_fields = sorted(k for k in vars(result) if k not in AgentLoopOutput.model_fields)
record_metrics = type(record["metrics"]).__name__
record["prompt_ids"].append(0)
result_prompt_ids = result.prompt_ids
