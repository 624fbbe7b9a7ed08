batch = DataProto({"prompt_length": torch.tensor([3.0, 4.0]), "response_length": torch.tensor([0.0, 0.0])})
timing_raw = {"gen": 0.5, "ref": 0.3, "values": 0.2}
# compute_timing_metrics fills its dict while iterating a set of names, whose order changes from
# one Python process to the next: sorted, the result reads the same every time.
metrics = dict(sorted(compute_timing_metrics(batch, timing_raw).items()))
