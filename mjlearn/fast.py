"""A faster ``__init__`` for the small frozen results built for every hand (and the twin
class behind it, for builders that fill such a result themselves).

A frozen dataclass sets each field through ``object.__setattr__`` (about 0.4 µs a field);
a result of 15 fields built thousands of times a second feels it. :func:`fast_init` gives
a frozen ``slots`` dataclass an ``__init__`` that fills the slots while the object is, for
that moment, an instance of an unfrozen twin class with the very same slots (so each field
is one plain attribute store), and then makes it an instance of its own class again
(``__class__`` can be assigned between classes with the same slots). The class stays
frozen: assigning an attribute afterwards still raises. An instance of a subclass (whose
layout may differ) is filled through the slots' own setters instead.
"""

from __future__ import annotations

from dataclasses import MISSING, fields


def slots_twin(cls) -> type:
    """An unfrozen class with the very same slots as the frozen slots dataclass ``cls``:
    an instance of it is filled one plain store a field, then made a ``cls`` by assigning
    its ``__class__`` (see :func:`fast_init`)."""
    names = tuple(f.name for f in fields(cls))
    if tuple(getattr(cls, "__slots__", ())) != names or cls.__bases__ != (object,):
        raise TypeError("a twin is for slots dataclasses of their own fields only")
    return type(f"_{cls.__name__}Filling", (), {"__slots__": names})


def fast_init(cls):
    names = [f.name for f in fields(cls)]
    if any(f.default is not MISSING or f.default_factory is not MISSING for f in fields(cls)):
        raise TypeError("fast_init is for dataclasses without defaults")
    twin = slots_twin(cls)
    env = {"_twin": twin, "_cls": cls, "_become": object.__setattr__,
           **{f"_set_{n}": getattr(cls, n).__set__ for n in names}}
    body = "".join(f"        self.{n} = {n}\n" for n in names)
    setters = "".join(f"        _set_{n}(self, {n})\n" for n in names)
    exec(f"def __init__(self, {', '.join(names)}):\n"  # noqa: S102 - fixed text
         f"    if type(self) is _cls:\n"
         f"        _become(self, '__class__', _twin)\n{body}        self.__class__ = _cls\n"
         f"    else:\n{setters}", env)
    env["__init__"].__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = env["__init__"]
    return cls
