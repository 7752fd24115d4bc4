"""A package's public names, imported from their modules on first use (PEP 562).

A package facade such as ``mjlearn.i18n`` or ``mjlearn.widgets`` re-exports names from many
modules; importing them all up front makes every command and every notebook cell pay for
modules it never touches. :func:`lazy_exports` gives the package a module ``__getattr__``
that imports a name's own module the first time the name is read (``from mjlearn.widgets
import HandView`` works as before, and imports only what ``HandView`` needs), and a
``__dir__`` that lists the public names too::

    __getattr__, __dir__ = lazy_exports(__name__, {".hand_view": ["HandView", …], …})
"""

from __future__ import annotations

import sys
from importlib import import_module
from types import ModuleType
from typing import Callable, Iterable, Mapping


class _Facade(ModuleType):
    """A package whose public name is also one of its modules' (``mjlearn.table.settle``,
    the function, from ``mjlearn/table/settle.py``): when that module is imported, Python
    sets it as the package's attribute; the facade keeps the name the package exports
    instead, as an eager ``from .settle import settle`` did."""

    def __setattr__(self, name: str, value: object) -> None:
        if (name in self._shadowed and isinstance(value, ModuleType)
                and value.__name__ == f"{self.__name__}.{name}"):
            value = getattr(value, name)
        super().__setattr__(name, value)


def lazy_exports(package: str, exports: Mapping[str, Iterable[str]]
                 ) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package``: ``exports`` maps a module, relative to
    the package (``".render"``), to the names read from it. A name once read is kept in
    the package's namespace, so the lookup happens once."""
    where = {name: module for module, names in exports.items() for name in names}
    facade = sys.modules[package]
    facade._shadowed = frozenset(name for name, module in where.items() if module == "." + name)
    if facade._shadowed:
        facade.__class__ = _Facade

    def __getattr__(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module, package), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(where))

    return __getattr__, __dir__
