"""Tests of the Python client (run with unittest discover; see test_envs.py)."""
