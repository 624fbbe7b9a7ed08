"""Test shim package (see agent_loop.py)."""
