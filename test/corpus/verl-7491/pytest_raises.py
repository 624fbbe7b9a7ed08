import pytest

output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())
output.extra_fields["raw_prompt"] = "hello"
try:
    with pytest.raises(KeyError, match="extra_fields") as info:
        output.as_dict()
    caught = (info.typename, str(info.value))
except BaseException as e:
    caught = ("no exception", type(e).__name__, str(e))
with pytest.raises((ValueError, TypeError)):
    AgentLoopOutput(prompt_ids="x")
messages = []
for expected in [KeyError, (ValueError, TypeError)]:
    try:
        with pytest.raises(expected):
            pass
    except BaseException as e:
        messages.append(str(e))
try:
    with pytest.raises(KeyError, match="zzz"):
        {}["a"]
except AssertionError as e:
    messages.append(str(e))
