# The fix lab's checks, against whatever model source the reader is trying. PR #4706 added no
# test, so each check states a property of add_token2text in the PR's own words: the record is a
# copy, the traced result is left as it was, and the record carries the two decoded texts.
# A check passes when its function returns; any exception (a failed assert included) fails it.


class FakeTokenizer:
    # verl's own test tokenizer (tests/utils/test_rollout_trace_on_cpu.py, added by #7204).
    def decode(self, token_ids):
        return "decoded:" + ",".join(str(token_id) for token_id in token_ids)


class ToolAgentLoop:
    # The traced object: @rollout_trace_op decorates its async run(), and it owns the tokenizer.
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer


class Trajectory:
    # A result that is not a pydantic model: a plain object with token ids.
    def __init__(self, prompt_ids, response_ids):
        self.prompt_ids = prompt_ids
        self.response_ids = response_ids


def _output():
    return AgentLoopOutput(
        prompt_ids=[1, 2],
        response_ids=[3, 4],
        response_mask=[1, 1],
        metrics=AgentLoopMetrics(generate_sequences=0.5),
        extra_fields={"turns": [{"role": "user"}]},
    )


def _trace(result, agent_loop=None):
    # What rollout_trace_op's wrapper does once the traced call has returned `result`.
    return asyncio.run(add_token2text(agent_loop or ToolAgentLoop(FakeTokenizer()), result))


def _plain(value):
    # True when value is built only of dicts, lists, str, int, float, bool and None.
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool))


def check_model_unchanged():
    # Tracing leaves the pydantic result as it was: its __dict__ holds its fields and nothing else.
    output = _output()
    _trace(output)
    keys = sorted(vars(output))
    assert keys == sorted(AgentLoopOutput.model_fields), "the model's __dict__ now has " + repr(keys)


def check_record_has_texts():
    # The record carries both decoded texts.
    record = _trace(_output())
    got = [record["prompt_text"], record["response_text"]]
    assert got == ["decoded:1,2", "decoded:3,4"], "texts are " + repr(got)


def check_record_has_every_field():
    # Besides the texts, the record holds every field of the model, as model_dump() gives it.
    output = _output()
    record = _trace(output)
    rest = {k: v for k, v in record.items() if k not in ("prompt_text", "response_text")}
    dumped = output.model_dump()
    differ = sorted(k for k in set(rest) | set(dumped) if k not in rest or k not in dumped or rest[k] != dumped[k])
    assert not differ, "the record differs from model_dump() at " + repr(differ)


def check_record_is_a_new_dict():
    # The record is not the model's own __dict__.
    output = _output()
    record = _trace(output)
    assert record is not vars(output), "the record is the model's __dict__"


def check_record_is_plain_data():
    # The record is plain data a tracing backend can serialise: nested models dumped to dicts.
    record = _trace(_output())
    kinds = sorted({type(v).__name__ for v in record.values()})
    assert _plain(record), "the record holds " + repr(kinds)


def check_record_shares_no_list():
    # Changing a list in the record does not reach the model.
    output = _output()
    record = _trace(output)
    record["prompt_ids"].append(99)
    record["extra_fields"]["turns"].append({"role": "tool"})
    got = [output.prompt_ids, len(output.extra_fields["turns"])]
    assert got == [[1, 2], 1], "the model now has " + repr(got)


def check_plain_object_unchanged():
    # A result that is not a pydantic model is left as it was too.
    result = Trajectory([5], [6, 7])
    _trace(result)
    keys = sorted(vars(result))
    assert keys == ["prompt_ids", "response_ids"], "the object's __dict__ now has " + repr(keys)


def check_plain_object_record():
    # ... and its record has its attributes and the two texts.
    record = _trace(Trajectory([5], [6, 7]))
    assert record == {"prompt_ids": [5], "response_ids": [6, 7], "prompt_text": "decoded:5", "response_text": "decoded:6,7"}, "record " + repr(record)


def check_untraceable_returned_as_is():
    # Without a tokenizer that decodes, or without prompt_ids, the result itself comes back.
    output = _output()
    as_dict = {"prompt_ids": [1], "response_ids": [2]}
    got = [_trace(output, ToolAgentLoop(None)) is output, _trace(as_dict) is as_dict]
    assert got == [True, True], "returned as is: " + repr(got)


def _verdict(check):
    try:
        check()
    except AssertionError as exc:
        return "fail: " + (str(exc) or "AssertionError")
    except Exception as exc:
        return "fail: " + type(exc).__name__ + ": " + str(exc)
    return "pass"


verdicts = {
    "model_unchanged": _verdict(check_model_unchanged),
    "record_has_texts": _verdict(check_record_has_texts),
    "record_has_every_field": _verdict(check_record_has_every_field),
    "record_is_a_new_dict": _verdict(check_record_is_a_new_dict),
    "record_is_plain_data": _verdict(check_record_is_plain_data),
    "record_shares_no_list": _verdict(check_record_shares_no_list),
    "plain_object_unchanged": _verdict(check_plain_object_unchanged),
    "plain_object_record": _verdict(check_plain_object_record),
    "untraceable_returned_as_is": _verdict(check_untraceable_returned_as_is),
}
