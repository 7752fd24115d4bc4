"""What a lesson's cell outputs must never contain (used by nbval's hook and the browser tests)."""

from __future__ import annotations

import re

_ALARMING = re.compile(r"Traceback \(most recent call last\)|\b\w*Warning\b|Error displaying widget")


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
    return problems
