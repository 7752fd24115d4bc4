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
    # (code, the params' dict, value) for the step's JSON dict, made with the step: the
    # dict is copied for each result (``params.copy()``), and when a parameter is not a
    # plain JSON value (a tuple of tiles…) it is a dict whose copy converts it afresh
    json_parts: tuple = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        raw = dict(self.params or {})
        object.__setattr__(self, "params", MappingProxyType(raw))
        object.__setattr__(self, "json_parts", _json_parts(self.code, raw, self.value))

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


def step(code: str, value: int | None = None, /, **params: Any) -> Step:
    """Build a step, checking that its code is registered (catches typos at once)."""
    if code not in STEP_CODES:
        raise RuntimeError(f"unregistered step code {code!r}")
    # ``params`` is a fresh dict here, so it can be frozen without a copy (engines build
    # thousands of steps a second).
    made = _new(Step)
    _set_code(made, code)
    _set_params(made, MappingProxyType(params))
    _set_value(made, value)
    _set_json_parts(made, (code, params, value) if _PLAIN.issuperset(map(type, params.values()))
                    else (code, _Converted(params), value))
    return made


def tile_set_params(winds: bool) -> dict[str, bool]:
    """The parameter a step carries when it is made under rules whose set has no wind
    tiles (``Ruleset.winds``, the Kostaryov family rules): ``{"winds": False}``, so that
    the i18n layer names its yaku and sets for that set; nothing under the usual rules."""
    return {} if winds else {"winds": False}


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
    """``[step.to_dict() for step in steps]``, in one loop (traces are long and many):
    each step's parts are ready, and every result gets its own dicts."""
    out = []
    append = out.append
    for s in steps:
        code, params, value = s.json_parts
        append({"code": code, "params": params.copy()} if value is None
               else {"code": code, "params": params.copy(), "value": value})
    return out


class _Converted(dict):
    """The parameters of a step that are not all plain JSON values: each copy converts
    them afresh (a tuple of tiles to a new list…), so no two results share a list."""

    __slots__ = ()

    def copy(self) -> dict[str, Any]:
        out = dict(self)
        for key, value in self.items():
            kind = type(value)
            if kind not in _PLAIN:      # (sets, tiles: tuples of plain values)
                out[key] = list(value) if kind is tuple and _PLAIN.issuperset(map(type, value)) \
                    else _jsonable(value)
        return out


def _json_parts(code: str, params: dict, value: Any) -> tuple:
    """``(code, params, value)`` of a step's JSON dict (see :attr:`Step.json_parts`)."""
    if _PLAIN.issuperset(map(type, params.values())):
        return code, params, value
    return code, _Converted(params), value

