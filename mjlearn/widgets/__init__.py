"""ipywidgets 8 widgets over the exercise layer, drivable from pytest without a browser
(set ``.value``, call ``.click()``, read the ``HTML``/``Label`` values).

In a lesson cell::

    from mjlearn.widgets import HandView, ExerciseWidget, LanguageSelector
    HandView("123m456p789s11z22z", win="2z", lang="it")
    quiz = ExerciseWidget("find_waits", seed=42, difficulty=2, lang="pl")
    LanguageSelector("pl").register(quiz)
    QuizWidget(["count_han", "count_fu"], seed=7, count=3)   # = ``mjlearn quiz --seed 7 …``
    WorkedExample(Situation("123m789m123p999s11z", win="3p"), ask="fu")   # predict first
    ReviewWidget()            # the skills missed come back; "my progress" a click away
    ExerciseWidget("call_score", seed=3, timed=True)   # a timed drill: clock, target, best
    SpeedRound(seed=11, count=8)   # mixed realistic questions, accuracy and median time
    CheatSheetOffer(lang="pl")     # the printable cheat sheet of any ruleset
    HandBuilder(lang="es")         # score a hand of your own, built by clicking
"""

from .builder import HandBuilder
from .cheatsheet import CheatSheetOffer
from .dashboard import ProgressDashboard
from .exercise import ExerciseWidget, prompt_text, question_picture
from .explanation import ExplanationView
from .hand_view import HandPicture, HandView, hand_groups, hand_picture
from .language import ENDONYMS, LanguageSelector
from .picker import TilePicker
from .predict import FadedExample, WorkedExample
from .quiz import QuizWidget
from .review import ReviewWidget
from .ruleset_picker import RulesetPicker, chosen_ruleset
from .speed import SpeedRound
from .svg import row_html, row_svg, tile_svg
from .table_svg import kans_svg, seats_svg, sticks_svg, wall_svg
from .try_waits import TryWaits

__all__ = ["HandBuilder", "HandView", "TilePicker", "ExplanationView", "ExerciseWidget", "QuizWidget",
           "ReviewWidget", "ProgressDashboard", "WorkedExample", "FadedExample", "LanguageSelector",
           "SpeedRound", "CheatSheetOffer", "tile_svg", "row_svg",
           "row_html", "hand_groups", "hand_picture", "HandPicture", "prompt_text",
           "question_picture", "ENDONYMS", "TryWaits", "seats_svg", "sticks_svg",
           "wall_svg", "kans_svg", "RulesetPicker", "chosen_ruleset"]
