"""Test shim for verl's real import path.

Exported pytest files do `from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics,
AgentLoopOutput`; here that module is the walkthrough's before.py or after.py, whichever file
VERL_AGENT_LOOP_SOURCE names, executed as this module's own source.
"""
import os

_source = os.environ["VERL_AGENT_LOOP_SOURCE"]
with open(_source, encoding="utf-8") as _file:
    exec(compile(_file.read(), _source, "exec"), globals())
