# Empty token lists decode to empty text; an object with prompt_ids but no response_ids gets
# a prompt_text only.
class FakeTokenizer:
    def decode(self, token_ids):
        return "decoded:" + ",".join(str(token_id) for token_id in token_ids)


class ToolAgentLoop:
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer


class PromptOnly:
    def __init__(self):
        self.prompt_ids = [4]


agent_loop = ToolAgentLoop(FakeTokenizer())
output = AgentLoopOutput(prompt_ids=[], response_ids=[], response_mask=[], metrics=AgentLoopMetrics())
record = asyncio.run(add_token2text(agent_loop, output))
texts = [record["prompt_text"], record["response_text"]]
prompt_only = PromptOnly()
prompt_only_record = asyncio.run(add_token2text(agent_loop, prompt_only))
prompt_only_keys = sorted(prompt_only_record)
prompt_only_attrs = sorted(vars(prompt_only))
