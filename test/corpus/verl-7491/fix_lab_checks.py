# tests/experimental/agent_loop/test_agent_loop_extra_fields_schema_on_cpu.py (PR #7491 additions)
# The factory and the three regression tests, as a scenario script: the models are
# already defined in the same namespace, so the import of them is not repeated here.


def _make_agent_loop_output() -> AgentLoopOutput:
    # Every test leaves extra_fields out, to reproduce the valid "default" construction path.
    return AgentLoopOutput(
        prompt_ids=[101, 102],
        response_ids=[11, 12],
        response_mask=[1, 1],
        metrics=AgentLoopMetrics(),
    )


def test_agent_loop_output_as_dict_handles_default_extra_fields():
    # Untouched default: the serialized output must still carry an empty dict.
    fields = _make_agent_loop_output().as_dict()

    assert fields["extra_fields"] == {}


def test_agent_loop_output_as_dict_preserves_mutated_default_extra_fields():
    # Fields added in place to the default dict after construction (lost by exclude_unset before the fix).
    output = _make_agent_loop_output()
    output.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]

    fields = output.as_dict()

    assert fields["extra_fields"] == {"raw_prompt": [{"role": "user", "content": "hello"}]}


def test_agent_loop_output_as_dict_promotes_teacher_fields_without_mutating_model():
    # Teacher metadata is promoted to top-level keys, and promoting it must not touch the model.
    output = _make_agent_loop_output()
    output.extra_fields.update(
        {
            "raw_prompt": [{"role": "user", "content": "hello"}],
            "teacher_ids": [201, 202],
            "teacher_logprobs": [-0.1, -0.2],
        }
    )

    fields = output.as_dict()

    assert fields["teacher_ids"] == [201, 202]
    assert fields["teacher_logprobs"] == [-0.1, -0.2]
    assert fields["extra_fields"] == {"raw_prompt": [{"role": "user", "content": "hello"}]}
    # Serialization is read-only: the model keeps its teacher fields.
    assert output.extra_fields["teacher_ids"] == [201, 202]
    assert output.extra_fields["teacher_logprobs"] == [-0.1, -0.2]


# The fix lab's checks. This runs after pr_tests.py (the factory and the PR's three tests)
# in the same namespace, against whatever model source the reader is trying.
# A check passes when its function returns; any exception (a failed assert included) fails it.


def check_default_does_not_raise():
    # A default extra_fields, untouched: serializing must not raise.
    _make_agent_loop_output().as_dict()


def check_in_place_additions_kept():
    # A key added in place to the default dict reaches the output.
    output = _make_agent_loop_output()
    output.extra_fields["note"] = "kept"
    fields = output.as_dict()
    assert fields["extra_fields"] == {"note": "kept"}, "output extra_fields is " + repr(fields["extra_fields"])


def check_model_extra_fields_unchanged():
    # Serializing is read-only: the model's extra_fields hold the same keys afterwards.
    output = _make_agent_loop_output()
    output.extra_fields.update({"note": "kept", "teacher_ids": [201, 202]})
    output.as_dict()
    assert output.extra_fields == {"note": "kept", "teacher_ids": [201, 202]}, "model now has " + repr(output.extra_fields)


def check_model_fields_set_unchanged():
    # Serializing is read-only: Pydantic's fields-set is what the constructor recorded.
    output = _make_agent_loop_output()
    fields_set = sorted(output.model_fields_set)
    output.as_dict()
    assert sorted(output.model_fields_set) == fields_set, "model_fields_set is now " + repr(sorted(output.model_fields_set))


def check_explicit_path_unchanged():
    # extra_fields passed to the constructor: the output is what it was before the PR.
    output = AgentLoopOutput(
        prompt_ids=[101, 102],
        response_ids=[11, 12],
        response_mask=[1, 1],
        metrics=AgentLoopMetrics(),
        extra_fields={"note": "explicit", "teacher_ids": [7]},
    )
    fields = output.as_dict()
    keys = sorted(fields)
    assert keys == ["extra_fields", "metrics", "prompts", "response_mask", "responses", "teacher_ids"], "keys are " + repr(keys)
    assert fields["extra_fields"] == {"note": "explicit"}, "output extra_fields is " + repr(fields["extra_fields"])
    assert fields["teacher_ids"] == [7], "teacher_ids is " + repr(fields["teacher_ids"])
    assert output.extra_fields == {"note": "explicit", "teacher_ids": [7]}, "model now has " + repr(output.extra_fields)


def check_no_new_keys():
    # The output's keys are the fields that were set, tensors renamed, plus extra_fields.
    keys = sorted(_make_agent_loop_output().as_dict())
    assert keys == ["extra_fields", "metrics", "prompts", "response_mask", "responses"], "keys are " + repr(keys)


def _verdict(check):
    try:
        check()
    except AssertionError as exc:
        return "fail: " + (str(exc) or "AssertionError")
    except Exception as exc:
        return "fail: " + type(exc).__name__ + ": " + str(exc)
    return "pass"


verdicts = {
    "pr_test_default": _verdict(test_agent_loop_output_as_dict_handles_default_extra_fields),
    "pr_test_mutated": _verdict(test_agent_loop_output_as_dict_preserves_mutated_default_extra_fields),
    "pr_test_teacher": _verdict(test_agent_loop_output_as_dict_promotes_teacher_fields_without_mutating_model),
    "default_does_not_raise": _verdict(check_default_does_not_raise),
    "in_place_additions_kept": _verdict(check_in_place_additions_kept),
    "model_extra_fields_unchanged": _verdict(check_model_extra_fields_unchanged),
    "model_fields_set_unchanged": _verdict(check_model_fields_set_unchanged),
    "explicit_path_unchanged": _verdict(check_explicit_path_unchanged),
    "no_new_keys": _verdict(check_no_new_keys),
}
