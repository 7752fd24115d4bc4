"""ipywidgets 8 widgets over the exercise layer, drivable from pytest without a browser
(set ``.value``, call ``.click()``, read the ``HTML``/``Label`` values).

In a lesson cell::

    from mjlearn.widgets import HandView, ExerciseWidget, LanguageSelector
    HandView("123m456p789s11z22z", win="2z", lang="it")
    quiz = ExerciseWidget("find_waits", seed=42, difficulty=2, lang="pl")
    LanguageSelector("pl").register(quiz)
    QuizWidget(["count_han", "count_fu"], seed=7, count=3)   # = ``mjlearn quiz --seed 7 …``
"""

from .exercise import ExerciseWidget, prompt_text, question_picture
from .explanation import ExplanationView
from .hand_view import HandView, hand_groups
from .language import ENDONYMS, LanguageSelector
from .picker import TilePicker
from .quiz import QuizWidget
from .svg import row_svg, tile_svg

__all__ = ["HandView", "TilePicker", "ExplanationView", "ExerciseWidget", "QuizWidget",
           "LanguageSelector", "tile_svg", "row_svg", "hand_groups", "prompt_text", "question_picture", "ENDONYMS"]
