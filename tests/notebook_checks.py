"""What a lesson's cell outputs must never contain (used by nbval's hook and the browser tests):
an error, a warning, stderr, or a Python repr where a learner should read a sentence."""

from __future__ import annotations

import re

_ALARMING = re.compile(r"Traceback \(most recent call last\)|\b\w*Warning\b|Error displaying widget")

# What Python prints when a lesson shows a value instead of a sentence: the booleans and
# None, dict, tuple and list literals of numbers or strings, a mapping proxy, an object's
# default repr. A learner reads every value through the i18n layer instead.
_LITERAL = r"""(?:-?\d[\d_]*|'[^'\n]*'|"[^"\n]*")"""
_PYTHON_REPR = re.compile(
    r"\b(?:True|False|None)\b"
    rf"|\{{\s*{_LITERAL}\s*:"
    rf"|\(\s*{_LITERAL}\s*,(?:\s*{_LITERAL}\s*,)*(?:\s*{_LITERAL})?\s*\)"
    rf"|\[\s*{_LITERAL}\s*[,\]]"
    r"|\[\]|\{\}|mappingproxy\(|<[\w.]+ object at 0x")


def python_reprs(text: str) -> list[str]:
    """The Python reprs in a text a learner would read (empty when it reads as prose)."""
    return [match.group(0) for match in _PYTHON_REPR.finditer(text)]


def lesson_output_problems(outputs: list) -> list[str]:
    """What in a cell's outputs should never reach a learner (empty when all is well)."""
    problems = []
    for output in outputs:
        kind = output.get("output_type")
        if kind == "error":
            problems.append(f"error {output.get('ename')}: {output.get('evalue')}")
        elif kind == "stream" and output.get("name") == "stderr":
            problems.append(f"stderr: {output.get('text', '')[:300]!r}")
        texts = [output.get("text", "")] if kind == "stream" else [
            value if isinstance(value, str) else "".join(value)
            for value in output.get("data", {}).values() if isinstance(value, (str, list))]
        for text in texts:
            match = _ALARMING.search(text)
            if match:
                problems.append(f"{match.group(0)!r} in output: {text[:300]!r}")
        # what a learner reads as plain text: a printed line, or a value shown without a
        # richer picture (an HTML fragment or a widget has its own, and a repr beside it)
        data = output.get("data", {})
        plain = [output.get("text", "")] if kind == "stream" else [
            "".join(data["text/plain"])] if "text/plain" in data and not (
            {"text/html", "application/vnd.jupyter.widget-view+json"} & set(data)) else []
        for text in plain:
            reprs = python_reprs(text)
            if reprs:
                problems.append(f"Python repr {reprs[0]!r} in output: {text[:300]!r}")
    return problems
