"""Python environments over the rulebooks step server (`rulebooks serve --stdio`).

Standard library only; numpy is used when it imports (tensors and masks come back as numpy
arrays), otherwise tensors are ``array('f')`` and masks ``array('B')``. Set RULEBOOKS_NO_NUMPY=1
to keep numpy out even when it is installed.

- :class:`StepServer` speaks the protocol (docs/protocol/serve-v1.schema.json).
- :class:`RulebooksEnv` and :class:`VectorRulebooksEnv`: one learning seat, Gymnasium style.
- :class:`RulebooksAECEnv`: every seat, agent by agent, PettingZoo AEC style.
- :class:`VectorGame`: many games stepped together in one request each step (the vector ops),
  self-play or against library bots; the fastest way to step.
"""
from .client import RulebooksError, StepServer, decode_int32, decode_mask, decode_tensor, have_numpy
from .gym_env import RulebooksEnv, VectorRulebooksEnv
from .aec_env import RulebooksAECEnv
from .vector import VectorGame

__all__ = [
    "RulebooksError",
    "StepServer",
    "decode_int32",
    "decode_mask",
    "decode_tensor",
    "have_numpy",
    "RulebooksEnv",
    "VectorRulebooksEnv",
    "RulebooksAECEnv",
    "VectorGame",
]
