"""What a widget shows on a page that draws no widgets: an exported lesson (nbconvert
HTML, the classroom's copy) keeps each output's bundle and, without the widget state,
shows its next type. Each mjlearn widget gives a short card in the learner's language
(what it is, its question and picture where it has them, where to use it) as
``text/html`` and the same as a ``text/plain`` line, never its Python repr. JupyterLab
and JupyterLite still draw the live widget (its view type stays first)."""

from __future__ import annotations

import re
from html import escape, unescape

from .labels import label

_TAG = re.compile(r"<(style|script)\b.*?</\1>|<[^>]+>", re.S | re.I)
_SPACE = re.compile(r"\s+")


def plain_text(fragment: str) -> str:
    """An HTML fragment's words, on one line."""
    return _SPACE.sub(" ", unescape(_TAG.sub(" ", fragment or ""))).strip()


class StaticCard:
    """Mixed in first, before the ipywidgets base. A widget names its kind
    (``card_title``), what to do with it (``card_action``) and may override
    ``card_parts`` (its question as HTML, and its picture)."""

    card_title = "card_widget"
    card_action = "card_use"

    def card_parts(self) -> tuple[str, str]:
        """(the question as an HTML fragment, a picture as HTML); "" where none."""
        return "", ""

    def card_title_key(self) -> str:
        return self.card_title

    def card(self) -> tuple[str, str]:
        """The card as (HTML, one line of plain text), in the widget's language."""
        lang = self.lang
        title = label(self.card_title_key(), lang)
        action = label(self.card_action, lang)
        question, picture = self.card_parts()
        words = plain_text(question)
        text = f"{title}: {words} {action}" if words else f"{title}. {action}"
        body = question if words else ""
        html = (f'<div class="mjlearn-card" lang="{lang}" style="border:1px solid #c8c8c8;'
                f'border-radius:6px;padding:0.4em 1em;margin:0.3em 0">'
                f"<p><strong>{escape(title)}</strong></p>{body}{picture or ''}"
                f"<p><em>{escape(action)}</em></p></div>")
        return html, text

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs) or {}
        html, text = self.card()
        data["text/plain"] = text
        data["text/html"] = html
        return data
