"""The answer, in the form the question has.

Every exercise has one text field, ``answer``, holding the answer as text (what
``check`` reads, what a learner types and what a test sets). Around it, each answer type
gets its own controls, which write into that field and follow it:

* tiles (one tile, a set of tiles): a :class:`~.picker.TilePicker` of tile pictures,
  bound to the same field — clicks fill it, typed mpsz shows in the picker;
* yaku (several choices): one toggle button per yaku, named in the learner's language
  (romaji beside), which fill the field with those names; typed names still count;
* several amounts (payments, settlements): one labelled field per payer or seat
  (``"the dealer"``, ``"each non-dealer"``, ``"East"`` …); the single field is hidden
  and holds them in the typed ``a / b`` form.
"""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as widgets

from ..errors import MjlearnError
from ..exercises import (MULTIPLE_CHOICE, POINTS_LIST, SINGLE_CHOICE, TILE, TILE_SET, Question,
                         choice_names, field_label, read_choices)
from ..tiles import Tile, parse_tiles
from .labels import label
from .picker import TilePicker
from .style import wrapping_row

TILE_ANSWERS = (TILE, TILE_SET)
CHOICE_ANSWERS = (MULTIPLE_CHOICE, SINGLE_CHOICE)


def choice_labels(question: Question, lang: str) -> dict[str, str]:
    """Each choice as a toggle shows it: the yaku's localized name, with its romaji
    beside when the name does not already hold it ("7 par (Chiitoitsu)" keeps its own;
    "Yakuhai: ветер раунда" too; "Dora" stays "Dora"; the Spanish guide's "Hon Itsu (media
    corriente)" holds "Honitsu" written in two words)."""
    shown = {}
    for choice in choice_names(question, lang):
        head = choice.romaji.split(" (")[0].lower().replace(" ", "")
        name = choice.name
        shown[choice.id] = name if head in name.lower().replace(" ", "") \
            else f"{name} ({choice.romaji})"
    return shown


def field_labels(question: Question, lang: str) -> list[str]:
    """The localized label of each answer field ("The dealer pays", "East" …)."""
    return [field_label(f, lang) for f in question.fields]


def shown_tiles(question: Question) -> tuple[Tile, ...]:
    """The tiles a question shows (its hand, its sets, its indicators): a picker may not
    offer a fifth copy of any of them."""
    tiles: list[Tile] = []
    if "hand" in question.data:
        tiles += parse_tiles(question.data["hand"])
    for code in question.data.get("melds") or ():
        tiles += parse_tiles(code)
    tiles += [Tile(k) for k in question.data.get("indicators") or ()]
    return tuple(tiles)


class AnswerControls(widgets.VBox):
    """The controls of one question's answer around the ``answer`` field.

    ``value()`` is the answer for ``check``: ``{field key: text}`` from labelled fields,
    the ids of the toggles pressed, or the text of the field (when it was typed or set
    rather than written by the fields or the toggles). ``on_change`` is called whenever the answer changes (by a
    click, a toggle or a keystroke); ``on_submit`` when Enter is pressed in any field."""

    def __init__(self, answer: widgets.Text, *, picker: bool | None = None,
                 on_change: Callable[[], None] = lambda: None,
                 on_submit: Callable[[], None] = lambda: None) -> None:
        super().__init__()
        self.add_class("mjlearn-answer")
        self.answer = answer
        self.want_picker = picker
        self.on_change, self.on_submit = on_change, on_submit
        self.question: Question | None = None
        self.picker: TilePicker | None = None
        self.toggles: dict[str, widgets.ToggleButton] = {}
        self.toggle_help = widgets.Label()
        self.fields: dict[str, widgets.Text] = {}
        self._syncing = False
        self._toggled_text: str | None = None
        self._fields_text = ""   # the text the fields last wrote (else it was typed)
        answer.observe(self._answer_changed, names="value")
        on_enter(answer, self._submit)

    # --- building the controls for a question ---------------------------------------

    def show(self, question: Question, lang: str) -> None:
        """Controls for ``question`` (rebuilt only when its shape differs), cleared."""
        shape = self._shape(question)
        rebuild = self.question is None or shape != self._shape(self.question)
        self.question, self.lang = question, lang
        if rebuild:
            self._build(question)
        self._syncing = True
        self._toggled_text, self._fields_text = None, ""
        try:
            self.answer.value = ""
            for toggle in self.toggles.values():
                toggle.value = False
            for field in self.fields.values():
                field.value = ""
        finally:
            self._syncing = False
        if self.picker is not None:
            self.picker.max_tiles = 1 if question.answer_type == TILE else 34
            self.picker.distinct = question.answer_type == TILE_SET
            self.picker.set_held(shown_tiles(question))
            self.picker.clear()
        self.refresh(lang)

    def _shape(self, question: Question) -> tuple:
        if question.answer_type in CHOICE_ANSWERS:
            return (question.answer_type, question.choices)
        if question.answer_type == POINTS_LIST and question.fields:
            return (POINTS_LIST, tuple(f.key for f in question.fields))
        return (question.answer_type in TILE_ANSWERS,)

    def _build(self, question: Question) -> None:
        children: list[widgets.Widget] = [self.answer]
        self.picker, self.toggles, self.fields = None, {}, {}
        self.answer.layout.display = None
        self.answer.remove_class("mjlearn-wide-field")
        kind = question.answer_type
        if kind in TILE_ANSWERS and self.want_picker is not False:
            self.picker = TilePicker(lang=getattr(self, "lang", None), text=self.answer,
                                     max_tiles=1 if kind == TILE else 34,
                                     distinct=kind == TILE_SET)
            children.append(self.picker)
        elif kind in CHOICE_ANSWERS:
            self.answer.add_class("mjlearn-wide-field")
            for choice in question.choices:
                toggle = widgets.ToggleButton(layout=widgets.Layout(width="auto",
                                                                     min_width="8em",
                                                                     height="auto"))
                toggle.add_class("mjlearn-choice")
                toggle.observe(lambda _c: self._toggled(), names="value")
                self.toggles[choice] = toggle
            children = [self.toggle_help, wrapping_row(self.toggles.values()), self.answer]
        elif kind == POINTS_LIST and question.fields:
            self.answer.layout.display = "none"
            for f in question.fields:
                text = widgets.Text(continuous_update=True,
                                    style={"description_width": "initial"},
                                    layout=widgets.Layout(width="auto"))
                text.add_class("mjlearn-answer-field")
                text.observe(lambda _c: self._field_changed(), names="value")
                on_enter(text, self._submit)
                self.fields[f.key] = text
            children.append(wrapping_row(self.fields.values()))
        else:
            self.answer.add_class("mjlearn-wide-field")
        self.children = children

    # --- the answer ---------------------------------------------------------------------

    def value(self) -> Any:
        if self.fields and self.answer.value == self._fields_text:
            return {key: field.value for key, field in self.fields.items()}
        if self.toggles and self.answer.value == self._toggled_text:
            # the text the toggles wrote: their ids, not the names read back (a name may
            # hold a comma)
            return frozenset(c for c, t in self.toggles.items() if t.value)
        return self.answer.value

    def set_disabled(self, disabled: bool) -> None:
        self.answer.disabled = disabled
        for control in [*self.toggles.values(), *self.fields.values()]:
            control.disabled = disabled
        if self.picker is not None:
            for button in [*self.picker.palette.values(), *self.picker.hand_buttons,
                           self.picker.clear_button]:
                button.disabled = disabled

    def _submit(self) -> None:
        self.on_submit()

    def _answer_changed(self, _change) -> None:
        if self._syncing:
            return
        self._syncing = True
        try:
            if self.toggles:
                self._toggles_from_text()
            if self.fields:
                self._fields_from_text()
        finally:
            self._syncing = False
        self.on_change()

    def _toggled(self) -> None:
        if self._syncing:
            return
        names = {c.id: c.name for c in choice_names(self.question, self.lang)}
        chosen = [c for c, t in self.toggles.items() if t.value]
        self._syncing = True
        try:
            self.answer.value = self._toggled_text = "; ".join(names[c] for c in chosen)
        finally:
            self._syncing = False
        self.on_change()

    def _toggles_from_text(self) -> None:
        """Typed names light up their toggles (text that names no yaku yet is left as
        it is, for the check to explain)."""
        text = self.answer.value
        if text == self._toggled_text:
            return
        try:
            picked = read_choices(self.question, text, self.lang) if text.strip() \
                else frozenset()
        except MjlearnError:
            return
        for choice, toggle in self.toggles.items():
            toggle.value = choice in picked

    def _field_changed(self) -> None:
        if self._syncing:
            return
        self._syncing = True
        try:
            values = [field.value.strip() for field in self.fields.values()]
            self.answer.value = self._fields_text = " / ".join(values) if any(values) else ""
        finally:
            self._syncing = False
        self.on_change()

    def _fields_from_text(self) -> None:
        """``answer.value = "1 000 / 2 000"`` (a test, or code) fills the fields in order."""
        parts = [p.strip() for p in self.answer.value.replace(";", "/").split("/")]
        if len(parts) != len(self.fields):
            parts = [self.answer.value.strip()] + [""] * (len(self.fields) - 1)
        for field, part in zip(self.fields.values(), parts):
            field.value = part

    # --- language -------------------------------------------------------------------

    def refresh(self, lang: str) -> None:
        self.lang = lang
        self.answer.description = label("answer", lang)
        self.answer.placeholder = label("answer_placeholder", lang)
        if self.picker is not None:
            self.picker.set_language(lang)
        if self.toggles:
            self.toggle_help.value = label("toggle_help", lang)
            shown = choice_labels(self.question, lang)
            for choice, toggle in self.toggles.items():
                toggle.description = toggle.tooltip = shown[choice]
        if self.fields:
            for field, text in zip(self.fields.values(), field_labels(self.question, lang)):
                field.description = text


def on_enter(text: widgets.Text, callback: Callable[[], None]) -> None:
    """Call ``callback`` when Enter is pressed in ``text`` (the "submit" event its view
    sends; ``Text.on_submit`` does the same but is deprecated in ipywidgets 8)."""
    def handle(_widget, content, _buffers) -> None:
        if content.get("event") == "submit":
            callback()
    text.on_msg(handle)


def press_enter(text: widgets.Text) -> None:
    """What the browser sends when Enter is pressed in ``text`` (for headless tests)."""
    text._handle_msg({"content": {"data": {"method": "custom",
                                           "content": {"event": "submit"}}},
                      "buffers": []})


__all__ = ["AnswerControls", "choice_labels", "field_labels", "shown_tiles", "press_enter",
           "on_enter",
           "TILE_ANSWERS", "CHOICE_ANSWERS"]
