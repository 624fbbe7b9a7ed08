def check_roundtrip():
    output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1],
                             metrics=AgentLoopMetrics(), extra_fields={"teacher_ids": [1, 2]})
    fields = output.as_dict()
    assert "teacher_ids" not in fields, f"teacher ids were promoted: {fields['teacher_ids']}"


check_roundtrip()
