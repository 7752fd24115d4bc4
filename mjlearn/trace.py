"""The explanation trace: the contract between the engines and everything that explains.

A :class:`Step` is data, never a sentence: a stable ``code`` (``"fu.closed_ron"``,
``"yaku.riichi"``, ``"payment.ron"`` …), its parameters, and the amount it contributes
(``value``: han for yaku and dora steps, fu for fu steps, points for payments; ``None``
for notes such as "pinfu refused: the wait is kanchan"). Engines build results *from*
steps, so totals are sums over steps and the explanation cannot disagree with the score.

Each layer declares its step codes with :func:`register_step_codes`; the i18n tests read
:data:`STEP_CODES` to prove that every code renders in every language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Iterable, Mapping

# code -> names of the parameters the step carries
STEP_CODES: dict[str, tuple[str, ...]] = {}


def register_step_codes(codes: Mapping[str, Iterable[str]]) -> None:
    for code, params in codes.items():
        params = tuple(params)
        if code in STEP_CODES and STEP_CODES[code] != params:
            raise RuntimeError(f"step code {code!r} registered twice with different params")
        STEP_CODES[code] = params


_PLAIN = frozenset((str, int, float, bool, type(None)))


@dataclass(frozen=True, slots=True)
class Step:
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    value: int | None = None
    # (code, the params' dict, value) when every parameter is a plain JSON value, False
    # when not, None when not known yet: learnt on the first to_dict, since the engines
    # share one step object between many results
    json_parts: tuple | bool | None = field(default=None, init=False, repr=False, compare=False)
    # the dict behind ``params`` (read-only to everyone else), copied for JSON directly
    params_dict: dict = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        raw = dict(self.params or {})
        object.__setattr__(self, "params", MappingProxyType(raw))
        object.__setattr__(self, "params_dict", raw)

    @property
    def family(self) -> str:
        """The part of the code before the first dot: "fu", "yaku", "payment" …"""
        return self.code.split(".", 1)[0]

    def to_dict(self) -> dict[str, Any]:
        return trace_to_json((self,))[0]

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted((k, repr(v)) for k, v in self.params.items())), self.value))


_new = object.__new__
# the slots' own setters: a frozen dataclass refuses ``setattr``, these do not (and are
# about twice as fast as ``object.__setattr__``)
_set_code = Step.code.__set__
_set_params = Step.params.__set__
_set_value = Step.value.__set__
_set_json_parts = Step.json_parts.__set__
_set_params_dict = Step.params_dict.__set__


def step(code: str, value: int | None = None, **params: Any) -> Step:
    """Build a step, checking that its code is registered (catches typos at once)."""
    if code not in STEP_CODES:
        raise RuntimeError(f"unregistered step code {code!r}")
    # ``params`` is a fresh dict here, so it can be frozen without a copy (engines build
    # thousands of steps a second).
    made = _new(Step)
    _set_code(made, code)
    _set_params(made, MappingProxyType(params))
    _set_value(made, value)
    _set_json_parts(made, None)
    _set_params_dict(made, params)
    return made


def total(steps: Iterable[Step], family: str) -> int:
    """Sum of the values of the steps of one family (e.g. every "fu" step)."""
    prefix = family + "."
    return sum(s.value for s in steps if s.value is not None and s.code.startswith(prefix))


def _jsonable(value: Any) -> Any:
    kind = type(value)
    if kind in _PLAIN:          # the common case first: traces are mostly plain values
        return value
    if kind is tuple or kind is list:
        if _PLAIN.issuperset(map(type, value)):    # (sets, tiles: tuples of plain values)
            return list(value)
        return [_jsonable(v) for v in value]
    if isinstance(value, (dict, MappingProxyType, Mapping)):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (str, int, float, bool)):
        return value
    code = getattr(value, "code", None)
    return code if isinstance(code, str) else str(value)


def trace_to_json(steps: Iterable[Step]) -> list[dict[str, Any]]:
    """``[step.to_dict() for step in steps]``, in one loop (traces are long and many): a
    step whose parameters are all plain values has its parts ready, learnt once."""
    out = []
    append = out.append
    for s in steps:
        parts = s.json_parts
        if not parts:
            parts = _json_parts(s)
        code, params, value = parts
        append({"code": code, "params": params.copy()} if value is None
               else {"code": code, "params": params.copy(), "value": value})
    return out


def _json_parts(s: Step) -> tuple:
    """The parts of a step for its JSON dict: ``(code, params dict, value)``, kept on the
    step when every parameter is a plain JSON value; otherwise converted (tuples to lists…)
    afresh each time, so no two results share a list."""
    params = s.params_dict
    if s.json_parts is None:
        parts = (s.code, params, s.value) if _PLAIN.issuperset(map(type, params.values())) else False
        _set_json_parts(s, parts)
        if parts:
            return parts
    return s.code, {k: _jsonable(v) for k, v in params.items()}, s.value
