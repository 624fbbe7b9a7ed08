class ToolAgentLoop:  # the traced object: @rollout_trace_op wraps its async run()
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer


agent_loop = ToolAgentLoop(None)
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
