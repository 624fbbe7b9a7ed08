info = AgentLoopOutput.model_fields["extra_fields"]
facts = (repr(info.default), info.default_factory, str(info.annotation), info.is_required(), repr(info))
required = [name for name, f in AgentLoopOutput.model_fields.items() if f.is_required()]
defaults = {name: f.default for name, f in AgentLoopMetrics.model_fields.items()}
missing = repr(AgentLoopOutput.model_fields["prompt_ids"].default)
